-- The seeded cookie policy, version 2.0 of 02.12.2026: the site now asks before anything that is not strictly
-- necessary (the consent banner, docs/kvkk.md), where the first version said the statistics ran without asking; it
-- also lists the consent choice's own storage entry, the remote-failure beacon and the canary's technical cookie
-- (kredi_surum), each with its category and legal basis. A policy the admin has edited since the seed is left as it is: only the untouched seed (its Markdown's
-- MD5) is replaced. content is the sanitized HTML of content_source, as the content pages test checks.
-- Expand-only: one row's texts change, no table or column does.
UPDATE "content_pages" SET
  "description" = 'Reklam veya analiz çerezi kullanmıyoruz; zorunlu olmayan her kayıt ve ölçüm yalnızca onayınızla çalışır. Tarayıcınızda saklananların, gönderilen ölçümlerin ve üçüncü taraf isteklerinin tam listesi ve tercihlerinizi nasıl değiştireceğiniz.',
  "content" = $md$<p>Bu politika, internet sitemizin tarayıcınızda neleri sakladığını, bir ziyaret hakkında sunucularımıza neleri gönderdiğini ve hangilerinin yalnızca onayınızla çalıştığını açıklar. Aşağıdaki liste, sitenin kodunda kullanılan saklama alanlarının ve isteklerin tamamıdır; yeni bir kayıt eklendiğinde bu sayfa güncellenir.</p>
<h2>Onayınız</h2>
<p>Sitemizin çalışması için zorunlu olanlar dışında hiçbir kayıt tarayıcınıza yazılmaz ve hiçbir ölçüm gönderilmez. Siteyi ilk ziyaretinizde ekranın altında bir bildirim görürsünüz:</p>
<ul>
<li><strong>Kabul Et:</strong> Aşağıdaki tüm isteğe bağlı kategorilere onay verirsiniz.</li>
<li><strong>Reddet:</strong> Yalnızca zorunlu olanlar çalışır.</li>
<li><strong>Tercihler:</strong> Her kategoriyi ayrı ayrı seçersiniz; hiçbir kategori önceden işaretli değildir.</li>
</ul>
<p>Tercihinizi dilediğiniz zaman sayfanın altındaki <strong>Çerez Tercihleri</strong> düğmesinden değiştirebilirsiniz; değişiklik sayfayı yenilemenize gerek kalmadan hemen uygulanır. Reddettiğiniz bir kategorinin daha önce tarayıcınızda sakladığı kayıt silinir. Bu politikanın sürümü değiştiğinde onayınız yeniden istenir.</p>
<table>
<thead>
<tr>
<th>Kategori</th>
<th>Kapsamı</th>
<th>Hukuki dayanak</th>
</tr>
</thead>
<tbody>
<tr>
<td>Zorunlu</td>
<td>Tercihinizin kaydı, sürüm çerezi, personel oturumları, sayfanın bir bölümü yüklenemediğinde gönderilen hata bildirimi</td>
<td>Talep ettiğiniz hizmetin sunulması ve sitenin güvenli çalışması için zorunlu olması; onay gerekmez</td>
</tr>
<tr>
<td>İşlevsel</td>
<td>Kredi hesaplama aracındaki son hesaplamanızın saklanması</td>
<td>Açık rızanız</td>
</tr>
<tr>
<td>Performans ve istatistik</td>
<td>Başvuru formu adımlarının ve sayfa hızının ölçülmesi, blog okunma sayıları</td>
<td>Açık rızanız</td>
</tr>
<tr>
<td>Harita ve üçüncü taraf içerik</td>
<td>İletişim sayfasındaki haritanın OpenStreetMap sunucularından yüklenmesi</td>
<td>Açık rızanız</td>
</tr>
</tbody>
</table>
<h2>Çerezler</h2>
<p>Sitemiz reklam, analiz veya başka bir amaçla <strong>çerez (cookie) kullanmaz</strong>; üçüncü taraf çerezi de tarayıcınıza yazılmaz. Tek istisna teknik bir çerezdir: sitenin yeni bir sürümü kademeli olarak yayına alınırken, sayfaların hep aynı sürümden gelmesi için sunucumuz <code>kredi_surum</code> adlı bir çerez yazar. Bu çerez yalnızca rastgele bir numara içerir, ziyaretiniz veya sizinle ilgili bir bilgi taşımaz, 30 gün sonra silinir ve sitenin doğru çalışması için zorunludur. <em>Zorunlu.</em></p>
<h2>Tarayıcıda saklananlar</h2>
<table>
<thead>
<tr>
<th>Ad</th>
<th>Nerede</th>
<th>Ne işe yarar</th>
<th>Ne kadar kalır</th>
<th>Kategori</th>
</tr>
</thead>
<tbody>
<tr>
<td><code>kredi-cerez-tercihi</code></td>
<td>localStorage</td>
<td>Çerez tercihinizi, verdiğiniz tarihi ve politikanın sürümünü hatırlamak; böylece bildirim her sayfada yeniden gösterilmez</td>
<td>Tercihinizi değiştirene, politika sürümü değişene veya siz silene kadar</td>
<td>Zorunlu</td>
</tr>
<tr>
<td><code>kredi-hesaplama:son-hesaplama</code></td>
<td>localStorage</td>
<td>Kredi hesaplama sayfasında yaptığınız son hesaplamayı (kredi türü, tutar, vade, taksit) bir sonraki ziyaretinizde göstermek</td>
<td>Siz silene, yeni bir hesaplama yapana veya onayınızı geri alana kadar</td>
<td>İşlevsel</td>
</tr>
<tr>
<td><code>kredi-huni:ziyaret</code></td>
<td>sessionStorage</td>
<td>Başvuru formunun hangi adımlarının bu ziyarette sayıldığını ve ziyaretin geldiği kaynağı hatırlamak; böylece her adım ziyaret başına bir kez sayılır</td>
<td>Sekme kapanınca veya onayınızı geri alınca silinir</td>
<td>Performans ve istatistik</td>
</tr>
<tr>
<td><code>token</code>, <code>personel</code></td>
<td>localStorage</td>
<td>Yalnızca personel: CRM oturumunun açık kalması</td>
<td>Oturum kapatılınca silinir</td>
<td>Zorunlu</td>
</tr>
<tr>
<td><code>admin_token</code></td>
<td>localStorage</td>
<td>Yalnızca yöneticiler: yönetim paneli oturumu</td>
<td>Oturum kapatılınca silinir</td>
<td>Zorunlu</td>
</tr>
<tr>
<td>Not taslağı</td>
<td>sessionStorage</td>
<td>Yalnızca personel: CRM'de yazılmakta olan müşteri notunun kaybolmaması</td>
<td>Not kaydedilince veya sekme kapanınca silinir</td>
<td>Zorunlu</td>
</tr>
</tbody>
</table>
<h2>Sunucularımıza gönderilen bildirimler</h2>
<ul>
<li><strong>Başvuru formu adımları:</strong> Formun bir adımına geçildiğinde yalnızca adımın adı ve ziyaretin kaynağı (yönlendiren sitenin adı veya kampanya adı) gönderilir. Sunucuda yalnızca günlük toplamlar tutulur. <em>Performans ve istatistik: yalnızca onayınızla.</em></li>
<li><strong>Sayfa hızı ölçümleri:</strong> Sayfadan ayrılırken sayfa yolu, açılma ve tepki süreleri (LCP, INP, CLS, TTFB) ve bağlantı türü gönderilir. IP adresi saklanmaz; kötüye kullanımı sınırlamak için yalnızca iki saat içinde geçerli, tek yönlü bir özeti tutulur. Onay vermediğiniz sürece ölçümü yapan kod tarayıcınıza hiç indirilmez. <em>Performans ve istatistik: yalnızca onayınızla.</em></li>
<li><strong>Blog okunma sayısı:</strong> Bir yazı açıldığında okunma sayısı bir artırılır. Aynı ziyaretçinin gün içinde bir kez sayılması için IP adresi ve tarayıcı bilgisi, her gün yenilenen ve gün sonunda silinen bir anahtarla tek yönlü olarak özetlenir; IP adresinin kendisi saklanmaz. <em>Performans ve istatistik: yalnızca onayınızla.</em></li>
<li><strong>Hata bildirimi:</strong> Sayfanın bir bölümü yüklenemediğinde yalnızca hangi bölümün hangi nedenle yüklenemediği gönderilir; ziyaretinize veya size dair bir bilgi içermez. Sitenin güvenli ve çalışır durumda tutulması için gereklidir. <em>Zorunlu.</em></li>
</ul>
<p>Bu bildirimlerin hiçbiri ad, telefon numarası veya sizi tanıtan bir kimlik içermez.</p>
<h2>Üçüncü taraflara giden istekler</h2>
<ul>
<li><strong>Harita:</strong> İletişim sayfasındaki şube haritası, harita görüntülerini OpenStreetMap sunucularından (tile.openstreetmap.org) yükler. Bu sırada tarayıcınız IP adresinizi ve tarayıcı bilgilerinizi bu sunuculara iletir. Onay vermediğiniz sürece harita yüklenmez; yerinde <strong>Haritayı Yükle</strong> düğmesi gösterilir, düğmeye bastığınızda bu kategoriye onay vermiş olursunuz. Şubelerin adresleri ve harita uygulamasında açma bağlantıları onay olmadan da görünür. <em>Harita ve üçüncü taraf içerik: yalnızca onayınızla.</em></li>
<li><strong>Mesajlaşma düğmesi:</strong> Sohbet düğmesine bastığınızda WhatsApp sayfası açılır; düğmeye basmadıkça bir istek gönderilmez.</li>
</ul>
<h2>Tercihlerinizi yönetme</h2>
<p>Onayınızı dilediğiniz zaman sayfanın altındaki <strong>Çerez Tercihleri</strong> düğmesinden geri alabilir veya değiştirebilirsiniz. Ayrıca tarayıcınızın ayarlarından site verilerini (localStorage ve sessionStorage) silebilirsiniz; bu durumda tercihiniz de silinir ve bildirim yeniden gösterilir.</p>
$md$,
  "content_source" = $md$Bu politika, internet sitemizin tarayıcınızda neleri sakladığını, bir ziyaret hakkında sunucularımıza neleri gönderdiğini ve hangilerinin yalnızca onayınızla çalıştığını açıklar. Aşağıdaki liste, sitenin kodunda kullanılan saklama alanlarının ve isteklerin tamamıdır; yeni bir kayıt eklendiğinde bu sayfa güncellenir.

## Onayınız

Sitemizin çalışması için zorunlu olanlar dışında hiçbir kayıt tarayıcınıza yazılmaz ve hiçbir ölçüm gönderilmez. Siteyi ilk ziyaretinizde ekranın altında bir bildirim görürsünüz:

- **Kabul Et:** Aşağıdaki tüm isteğe bağlı kategorilere onay verirsiniz.
- **Reddet:** Yalnızca zorunlu olanlar çalışır.
- **Tercihler:** Her kategoriyi ayrı ayrı seçersiniz; hiçbir kategori önceden işaretli değildir.

Tercihinizi dilediğiniz zaman sayfanın altındaki **Çerez Tercihleri** düğmesinden değiştirebilirsiniz; değişiklik sayfayı yenilemenize gerek kalmadan hemen uygulanır. Reddettiğiniz bir kategorinin daha önce tarayıcınızda sakladığı kayıt silinir. Bu politikanın sürümü değiştiğinde onayınız yeniden istenir.

| Kategori | Kapsamı | Hukuki dayanak |
|---|---|---|
| Zorunlu | Tercihinizin kaydı, sürüm çerezi, personel oturumları, sayfanın bir bölümü yüklenemediğinde gönderilen hata bildirimi | Talep ettiğiniz hizmetin sunulması ve sitenin güvenli çalışması için zorunlu olması; onay gerekmez |
| İşlevsel | Kredi hesaplama aracındaki son hesaplamanızın saklanması | Açık rızanız |
| Performans ve istatistik | Başvuru formu adımlarının ve sayfa hızının ölçülmesi, blog okunma sayıları | Açık rızanız |
| Harita ve üçüncü taraf içerik | İletişim sayfasındaki haritanın OpenStreetMap sunucularından yüklenmesi | Açık rızanız |

## Çerezler

Sitemiz reklam, analiz veya başka bir amaçla **çerez (cookie) kullanmaz**; üçüncü taraf çerezi de tarayıcınıza yazılmaz. Tek istisna teknik bir çerezdir: sitenin yeni bir sürümü kademeli olarak yayına alınırken, sayfaların hep aynı sürümden gelmesi için sunucumuz `kredi_surum` adlı bir çerez yazar. Bu çerez yalnızca rastgele bir numara içerir, ziyaretiniz veya sizinle ilgili bir bilgi taşımaz, 30 gün sonra silinir ve sitenin doğru çalışması için zorunludur. *Zorunlu.*

## Tarayıcıda saklananlar

| Ad | Nerede | Ne işe yarar | Ne kadar kalır | Kategori |
|---|---|---|---|---|
| `kredi-cerez-tercihi` | localStorage | Çerez tercihinizi, verdiğiniz tarihi ve politikanın sürümünü hatırlamak; böylece bildirim her sayfada yeniden gösterilmez | Tercihinizi değiştirene, politika sürümü değişene veya siz silene kadar | Zorunlu |
| `kredi-hesaplama:son-hesaplama` | localStorage | Kredi hesaplama sayfasında yaptığınız son hesaplamayı (kredi türü, tutar, vade, taksit) bir sonraki ziyaretinizde göstermek | Siz silene, yeni bir hesaplama yapana veya onayınızı geri alana kadar | İşlevsel |
| `kredi-huni:ziyaret` | sessionStorage | Başvuru formunun hangi adımlarının bu ziyarette sayıldığını ve ziyaretin geldiği kaynağı hatırlamak; böylece her adım ziyaret başına bir kez sayılır | Sekme kapanınca veya onayınızı geri alınca silinir | Performans ve istatistik |
| `token`, `personel` | localStorage | Yalnızca personel: CRM oturumunun açık kalması | Oturum kapatılınca silinir | Zorunlu |
| `admin_token` | localStorage | Yalnızca yöneticiler: yönetim paneli oturumu | Oturum kapatılınca silinir | Zorunlu |
| Not taslağı | sessionStorage | Yalnızca personel: CRM'de yazılmakta olan müşteri notunun kaybolmaması | Not kaydedilince veya sekme kapanınca silinir | Zorunlu |

## Sunucularımıza gönderilen bildirimler

- **Başvuru formu adımları:** Formun bir adımına geçildiğinde yalnızca adımın adı ve ziyaretin kaynağı (yönlendiren sitenin adı veya kampanya adı) gönderilir. Sunucuda yalnızca günlük toplamlar tutulur. *Performans ve istatistik: yalnızca onayınızla.*
- **Sayfa hızı ölçümleri:** Sayfadan ayrılırken sayfa yolu, açılma ve tepki süreleri (LCP, INP, CLS, TTFB) ve bağlantı türü gönderilir. IP adresi saklanmaz; kötüye kullanımı sınırlamak için yalnızca iki saat içinde geçerli, tek yönlü bir özeti tutulur. Onay vermediğiniz sürece ölçümü yapan kod tarayıcınıza hiç indirilmez. *Performans ve istatistik: yalnızca onayınızla.*
- **Blog okunma sayısı:** Bir yazı açıldığında okunma sayısı bir artırılır. Aynı ziyaretçinin gün içinde bir kez sayılması için IP adresi ve tarayıcı bilgisi, her gün yenilenen ve gün sonunda silinen bir anahtarla tek yönlü olarak özetlenir; IP adresinin kendisi saklanmaz. *Performans ve istatistik: yalnızca onayınızla.*
- **Hata bildirimi:** Sayfanın bir bölümü yüklenemediğinde yalnızca hangi bölümün hangi nedenle yüklenemediği gönderilir; ziyaretinize veya size dair bir bilgi içermez. Sitenin güvenli ve çalışır durumda tutulması için gereklidir. *Zorunlu.*

Bu bildirimlerin hiçbiri ad, telefon numarası veya sizi tanıtan bir kimlik içermez.

## Üçüncü taraflara giden istekler

- **Harita:** İletişim sayfasındaki şube haritası, harita görüntülerini OpenStreetMap sunucularından (tile.openstreetmap.org) yükler. Bu sırada tarayıcınız IP adresinizi ve tarayıcı bilgilerinizi bu sunuculara iletir. Onay vermediğiniz sürece harita yüklenmez; yerinde **Haritayı Yükle** düğmesi gösterilir, düğmeye bastığınızda bu kategoriye onay vermiş olursunuz. Şubelerin adresleri ve harita uygulamasında açma bağlantıları onay olmadan da görünür. *Harita ve üçüncü taraf içerik: yalnızca onayınızla.*
- **Mesajlaşma düğmesi:** Sohbet düğmesine bastığınızda WhatsApp sayfası açılır; düğmeye basmadıkça bir istek gönderilmez.

## Tercihlerinizi yönetme

Onayınızı dilediğiniz zaman sayfanın altındaki **Çerez Tercihleri** düğmesinden geri alabilir veya değiştirebilirsiniz. Ayrıca tarayıcınızın ayarlarından site verilerini (localStorage ve sessionStorage) silebilirsiniz; bu durumda tercihiniz de silinir ve bildirim yeniden gösterilir.
$md$,
  "version" = '2.0',
  "updated_on" = '2026-12-02',
  "updated_at" = now()
WHERE "slug" = 'cerez-politikasi' AND md5("content_source") = '11f31fa5091d29f35de726e66fa165b0';
