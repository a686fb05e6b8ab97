import type { NewBlogPost } from '../../features/blog/repository.js';

/**
 * Demo blog content, written for this site. Some titles and summaries carry
 * inline HTML and character entities on purpose: the pages must reduce them to
 * plain text. One post has no picture and one no reading time.
 */

export interface SeedBlogPost extends Omit<NewBlogPost, 'categoryId'> {
  categorySlug: string;
}

export const demoBlogCategories = [
  { name: 'Kredi Türleri', slug: 'kredi-turleri' },
  { name: 'Findeks ve Kredi Notu', slug: 'findeks-ve-kredi-notu' },
  { name: 'Bütçe ve Birikim', slug: 'butce-ve-birikim' },
];

const image = (file: string) => `/api/media/blog/${file}`;

export const demoBlogPosts: SeedBlogPost[] = [
  {
    slug: 'ihtiyac-kredisi-nedir-nasil-calisir',
    categorySlug: 'kredi-turleri',
    title: 'İhtiyaç Kredisi Nedir, Nasıl Çalışır?',
    summary:
      'Tatil, eğitim, tadilat ya da beklenmedik bir gider: ihtiyaç kredisinin vade sınırlarını, vergilerini ve toplam maliyetini sade bir dille anlattık.',
    image: image('ihtiyac-kredisi.svg'),
    readingTime: 5,
    isFeatured: true,
    createdAt: new Date('2025-03-04T09:00:00Z'),
    content: `
<p>İhtiyaç kredisi (tüketici kredisi), bankanın harcamanın nereye yapılacağını sormadan verdiği, eşit taksitlerle geri ödenen bir kredidir. Konut ya da taşıt kredisinden farklı olarak bir mala ipotek veya rehin konmaz; bu yüzden banka kararını büyük ölçüde <strong>gelirinize, mevcut borçlarınıza ve kredi notunuza</strong> bakarak verir.</p>

<h2>Vade sınırları tutara göre değişir</h2>
<p>BDDK, ihtiyaç kredilerinde vadeyi kredi tutarına bağlamıştır. Şubat 2025 itibarıyla geçerli kurala göre:</p>
<ul>
  <li>125.000 TL ve altı: en fazla <strong>36 ay</strong></li>
  <li>125.000 TL ile 250.000 TL arası: en fazla <strong>24 ay</strong></li>
  <li>250.000 TL üzeri: en fazla <strong>12 ay</strong></li>
</ul>
<p>Bu sınırlar zaman zaman güncellenir; başvurudan önce bankanızdan güncel tabloyu teyit etmenizi öneririz.</p>

<h2>Faizin üzerine eklenen vergiler</h2>
<p>Tüketici kredilerinde faiz tutarının üzerine <strong>%15 KKDF</strong> (Kaynak Kullanımını Destekleme Fonu) ve <strong>%15 BSMV</strong> (Banka ve Sigorta Muameleleri Vergisi) eklenir. Yani aylık %3,99 faizli bir kredinin vergili aylık maliyeti yaklaşık %5,19'dur. Taksitinizi hesaplarken yalnızca ilan edilen faize bakmak sizi yanıltabilir.</p>

<h2>Toplam maliyeti karşılaştırın</h2>
<p>Bankalar arasında seçim yaparken taksit tutarı kadar <em>toplam geri ödeme</em> ve <em>yıllık maliyet oranı</em> da önemlidir. Dosya masrafı, sigorta gibi ek kalemler bu orana dahildir. Sözleşmeyi imzalamadan önce size verilen ödeme planını mutlaka inceleyin.</p>

<h2>Bilmenizde fayda olan haklar</h2>
<ul>
  <li>Tüketici kredisi sözleşmesinden 14 gün içinde gerekçe göstermeden cayabilirsiniz.</li>
  <li>Krediyi erken kapattığınızda ya da ara ödeme yaptığınızda, kalan süreye ait faiz ve masraflardan indirim yapılır.</li>
</ul>
<p>Farklı tutar ve vadelerle taksitinizi görmek için <a href="/kredi-hesaplama">kredi hesaplama</a> sayfamızı kullanabilirsiniz.</p>
`,
  },
  {
    slug: 'konut-kredisi-alirken-dikkat-edilmesi-gerekenler',
    categorySlug: 'kredi-turleri',
    title: 'Konut Kredisi Alırken Dikkat Edilmesi Gerekenler',
    summary: 'Ekspertiz, peşinat, DASK ve vade seçimi: ev sahibi olma yolunda konut kredisi sürecinin her adımını sırasıyla ele aldık.',
    image: image('konut-kredisi.svg'),
    readingTime: 7,
    createdAt: new Date('2025-02-18T09:00:00Z'),
    content: `
<p>Konut kredisi, çoğu ailenin hayatındaki en büyük ve en uzun süreli borçtur. Vade 10 yıla kadar uzayabildiği için küçük bir faiz farkı bile toplamda ciddi bir tutara dönüşür. Bu yüzden acele etmeden, adım adım ilerlemek gerekir.</p>

<h2>1. Önce ne kadar ödeyebileceğinizi belirleyin</h2>
<p>Banka size kaç lira kredi verebileceğini söyler; ama asıl soru, aylık taksidin bütçenizi ne kadar zorlayacağıdır. Genel bir ölçü olarak tüm kredi taksitlerinizin hane gelirinin üçte birini geçmemesi, beklenmedik giderlere yer bırakır.</p>

<h2>2. Peşinatı hazırlayın</h2>
<p>Bankalar konutun ekspertiz değerinin tamamını kredilendirmez. Kredilendirilebilecek oran BDDK tarafından belirlenir ve konutun değerine, enerji sınıfına ve ilk konutunuz olup olmamasına göre değişebilir. Aradaki farkı peşinat olarak sizin karşılamanız gerekir.</p>

<h2>3. Ekspertiz raporu ve tapu</h2>
<p>Banka, lisanslı bir değerleme uzmanına konutun değerini ve yasal durumunu inceletir. İskânı olmayan, kat irtifakı sorunlu ya da hisseli tapulu konutlarda kredi çıkmayabilir veya tutar düşebilir. Satın alma sözü vermeden önce ekspertizin sonucunu beklemek sizi korur.</p>

<h2>4. Sigortalar</h2>
<ul>
  <li><strong>DASK</strong> (zorunlu deprem sigortası) olmadan tapu işlemi yapılamaz.</li>
  <li>Banka, ipotekli konut için konut (yangın) sigortası ister.</li>
  <li>Hayat sigortası genellikle talep edilir; sigortayı dilediğiniz şirketten yaptırma hakkınız vardır.</li>
</ul>

<h2>5. Vergi avantajı ve erken ödeme</h2>
<p>Konut kredileri KKDF ve BSMV'den muaftır; bu nedenle aynı faiz oranında ihtiyaç kredisine göre taksit belirgin biçimde düşüktür. Sabit faizli bir konut kredisini erken kapatırsanız bankanın isteyebileceği erken ödeme tazminatı, kalan vade 36 aydan kısaysa kalan anaparanın %1'i, uzunsa %2'si ile sınırlıdır.</p>

<blockquote>İpucu: Aynı gün birden fazla bankaya başvurmak yerine önce ön değerlendirme alın; kısa sürede yapılan çok sayıda başvuru kredi notunuzu olumsuz etkileyebilir.</blockquote>
`,
  },
  {
    slug: 'tasit-kredisi-kasko-degeri-ve-vade-sinirlari',
    categorySlug: 'kredi-turleri',
    title: 'Ta&#351;&#305;t Kredisi: Kasko De&#287;eri ve Vade S&#305;n&#305;rlar&#305;',
    summary:
      'Taşıt kredisinde kullanılabilecek tutar <strong>aracın kasko değerine</strong> bağlıdır. Oranları ve vadeleri bir tabloda topladık.',
    image: image('tasit-kredisi.svg'),
    readingTime: 4,
    createdAt: new Date('2025-01-27T09:00:00Z'),
    content: `
<p>Taşıt kredisinde bankanın vereceği en yüksek tutar, aracın fatura bedeline değil <strong>kasko değerine</strong> göre hesaplanır. Araç, kredi bitene kadar banka lehine rehinli kalır; satış ya da devir için önce rehnin kaldırılması gerekir.</p>

<h2>Kasko değerine göre oran ve vade</h2>
<p>2023'te açıklanan BDDK düzenlemesine göre sınırlar şöyleydi:</p>
<table>
  <thead>
    <tr><th>Kasko değeri</th><th>Kredilendirilebilecek oran</th><th>En uzun vade</th></tr>
  </thead>
  <tbody>
    <tr><td>400.000 TL'ye kadar</td><td>%70</td><td>48 ay</td></tr>
    <tr><td>400.001 – 800.000 TL</td><td>%50</td><td>36 ay</td></tr>
    <tr><td>800.001 – 1.200.000 TL</td><td>%30</td><td>24 ay</td></tr>
    <tr><td>1.200.001 – 2.000.000 TL</td><td>%20</td><td>12 ay</td></tr>
    <tr><td>2.000.000 TL üzeri</td><td>Kredi kullandırılmaz</td><td>–</td></tr>
  </tbody>
</table>
<p>Eşikler sonraki kararlarla yukarı çekilebildiği için başvuru anındaki güncel tabloyu bankanızdan öğrenin.</p>

<h2>Örnek</h2>
<p>Kasko değeri 600.000 TL olan bir araç için en fazla %50, yani 300.000 TL kredi kullanabilirsiniz; kalan 300.000 TL'yi peşin ödemeniz gerekir. Vade en fazla 36 ay olur.</p>

<h2>Maliyeti artıran kalemler</h2>
<ul>
  <li>Taşıt kredileri tüketici kredisi sayıldığı için faize %15 KKDF ve %15 BSMV eklenir.</li>
  <li>Banka, kredi süresince kasko yaptırmanızı ister.</li>
  <li>Rehin tesis ücreti ve dosya masrafı toplam maliyete dahildir.</li>
</ul>
`,
  },
  {
    slug: 'kkdf-ve-bsmv-nedir',
    categorySlug: 'kredi-turleri',
    title: 'KKDF &amp; BSMV: Kredi Faizindeki Vergiler Taksidi Nasıl Etkiler?',
    summary: 'Aylık %3,99 faizli 100.000 TL’lik kredide vergiler taksidi yaklaşık 900 TL artırır. Hesabı adım adım gösteriyoruz.',
    image: image('kkdf-bsmv.svg'),
    readingTime: 6,
    createdAt: new Date('2024-12-16T09:00:00Z'),
    content: `
<p>Kredi ilanlarında gördüğünüz faiz oranı, ödeyeceğiniz tutarın tamamını anlatmaz. Tüketici kredilerinde her ay ödenen faizin üzerine iki vergi daha eklenir:</p>
<ul>
  <li><strong>KKDF</strong> (Kaynak Kullanımını Destekleme Fonu): faizin %15'i</li>
  <li><strong>BSMV</strong> (Banka ve Sigorta Muameleleri Vergisi): faizin %15'i (7 Temmuz 2023'te %10'dan %15'e çıktı)</li>
</ul>

<h2>Vergili aylık oran</h2>
<p>Faiz oranı aylık %3,99 ise vergili oran 3,99 × 1,30 = <strong>%5,187</strong> olur. Taksit, bu oranla klasik eşit taksit (anüite) formülüyle hesaplanır.</p>

<h2>Somut örnek: 100.000 TL, 36 ay</h2>
<ul>
  <li>Vergili (ihtiyaç ve taşıt kredisi): aylık taksit <strong>6.189,33 TL</strong>, toplam geri ödeme 222.815,72 TL. Bunun 94.473,63 TL'si faiz, 28.342,09 TL'si vergidir.</li>
  <li>Vergisiz (konut kredisi): aylık taksit <strong>5.281,37 TL</strong>.</li>
</ul>
<p>Aradaki yaklaşık 908 TL'lik fark tamamen KKDF ve BSMV'den kaynaklanır.</p>

<h2>Hangi kredilerde uygulanır?</h2>
<p>İhtiyaç ve taşıt kredilerinde iki vergi birlikte uygulanır. Konut kredileri ikisinden de muaftır. Ticari kredilerde KKDF alınmaz; BSMV ise kredinin türüne göre değişebilir.</p>

<h2>Yıllık maliyet oranı neden daha yüksek?</h2>
<p>Yıllık maliyet oranı, aylık maliyetin on iki kez üst üste bindirilmesiyle bulunur: (1 + aylık maliyet)<sup>12</sup> − 1. Aylık %5,187 maliyet yıllık yaklaşık %83,5'e karşılık gelir; aylık oranı 12 ile çarpmak (%62) gerçeği olduğundan düşük gösterir. Dosya masrafı ve sigorta da bu orana eklenir.</p>
`,
  },
  {
    slug: 'findeks-kredi-notu-nedir',
    categorySlug: 'findeks-ve-kredi-notu',
    title: 'Findeks Kredi Notu Nedir? <strong>Notunuzu Yükseltmenin 7 Yolu</strong>',
    summary:
      'Bankaların kapısını açan 1 ile 1900 arasındaki puan nasıl hesaplanır, hangi davranışlar onu yükseltir? Uygulanabilir önerilerle anlattık.',
    image: image('findeks-kredi-notu.svg'),
    readingTime: null,
    isFeatured: true,
    createdAt: new Date('2025-03-11T09:00:00Z'),
    content: `
<p>Findeks kredi notu, Kredi Kayıt Bürosu'nun bankalardan ve finans kuruluşlarından gelen ödeme geçmişinize dayanarak hesapladığı, <strong>1 ile 1900</strong> arasında bir puandır. Bankalar kredi ve kart başvurularında bu puanı, gelir ve borç bilgilerinizle birlikte değerlendirir.</p>

<h2>Puan aralıkları</h2>
<ul>
  <li>1 – 699: En riskli</li>
  <li>700 – 1099: Orta riskli</li>
  <li>1100 – 1499: Az riskli</li>
  <li>1500 – 1699: İyi</li>
  <li>1700 – 1900: Çok iyi</li>
</ul>

<h2>Notunuzu yükseltmenin 7 yolu</h2>
<ol>
  <li><strong>Hiçbir ödemeyi geciktirmeyin.</strong> Puanı en çok etkileyen unsur ödeme düzeninizdir; birkaç günlük gecikmeler bile kayda geçer.</li>
  <li><strong>Otomatik ödeme talimatı verin.</strong> Unutkanlık kaynaklı gecikmelerin önüne geçmenin en kolay yolu budur.</li>
  <li><strong>Kart limitlerinizin tamamını kullanmayın.</strong> Limit kullanım oranını %30–40 civarında tutmak olumlu bir işarettir.</li>
  <li><strong>Kısa sürede çok sayıda başvuru yapmayın.</strong> Her kredi başvurusu kayda geçer; art arda başvurular nakit sıkıntısı izlenimi verir.</li>
  <li><strong>Eski ve sorunsuz kartınızı kapatmayın.</strong> Uzun ve temiz bir kredi geçmişi puanınıza katkı sağlar.</li>
  <li><strong>Gecikmiş borcunuz varsa önce onu kapatın.</strong> Yasal takipteki bir borç kapatıldıktan sonra da bir süre kayıtlarda görünür; ne kadar erken kapatılırsa o kadar iyi.</li>
  <li><strong>Raporunuzu düzenli kontrol edin.</strong> Kendi notunuzu sorgulamak puanınızı düşürmez; hatalı bir kayıt görürseniz ilgili bankaya itiraz edebilirsiniz.</li>
</ol>

<p>Notunuz bir günde yükselmez; ancak düzenli ödemelerle birkaç ay içinde belirgin bir iyileşme görmek mümkündür. Raporunuza <a href="https://www.findeks.com" target="_blank">Findeks</a> üzerinden ulaşabilirsiniz.</p>
`,
  },
  {
    slug: 'kredi-basvurusu-neden-reddedilir',
    categorySlug: 'findeks-ve-kredi-notu',
    title: 'Kredi Başvurunuz Neden Reddedilir?',
    summary:
      'Düşük kredi notu tek sebep değil. Bankaların en sık ret gerekçelerini ve bir sonraki başvurudan önce yapabileceklerinizi derledik.',
    image: null,
    readingTime: 4,
    createdAt: new Date('2025-02-03T09:00:00Z'),
    content: `
<p>Ret yanıtı almak moral bozucudur; ama çoğu zaman sebebi anlaşılabilir ve düzeltilebilir. Bankaların kararında öne çıkan başlıca etkenler şunlardır:</p>

<h2>En sık görülen sebepler</h2>
<ul>
  <li><strong>Düşük kredi notu:</strong> Geçmişteki gecikmeler ya da yasal takipler puanı aşağı çeker.</li>
  <li><strong>Yüksek borç yükü:</strong> Mevcut taksitleriniz gelirinizin büyük kısmını tutuyorsa yeni bir taksit için yer kalmayabilir.</li>
  <li><strong>Kısa sürede çok başvuru:</strong> Son üç ayda yapılan başvuru sayısı bankalar tarafından dikkatle izlenir.</li>
  <li><strong>Belgelenemeyen gelir:</strong> SGK kaydı olmayan ya da düzensiz gelirler değerlendirmeyi zorlaştırır.</li>
  <li><strong>Kanuni takip kaydı:</strong> Kapatılmış olsa bile yakın tarihli takipler bir süre olumsuz etki yapar.</li>
  <li><strong>Eksik veya tutarsız bilgi:</strong> Başvurudaki bilgilerle kayıtlar uyuşmadığında sistem başvuruyu otomatik olarak reddedebilir.</li>
</ul>

<h2>Bir sonraki başvurudan önce</h2>
<ol>
  <li>Kredi raporunuzu inceleyin ve hatalı kayıt varsa düzeltin.</li>
  <li>Kart borçlarınızı azaltarak limit kullanım oranınızı düşürün.</li>
  <li>Yeni başvuru için birkaç ay bekleyin; bu sürede ödemelerinizi aksatmayın.</li>
  <li>Daha düşük bir tutar ya da daha uzun (izin verilen) bir vade deneyin.</li>
</ol>
<p>Uzman ekibimiz hangi bankanın profilinize daha uygun olduğunu öğrenmenize yardımcı olabilir; <a href="/iletisim">bize ulaşın</a>.</p>
`,
  },
  {
    slug: 'kredi-karti-borcu-ve-limit-kullanim-orani',
    categorySlug: 'findeks-ve-kredi-notu',
    title: 'Kredi Kart&#305; Borcu ve <em>Limit Kullan&#305;m Oran&#305;</em>',
    summary:
      'Kartınızın limitini sürekli doldurmak, borcu zamanında ödeseniz bile notunuzu etkileyebilir. Asgari ödeme tuzağına da değindik.',
    image: image('kredi-karti.svg'),
    readingTime: 3,
    createdAt: new Date('2024-11-25T09:00:00Z'),
    content: `
<p>Kredi kartı, doğru kullanıldığında kredi geçmişi oluşturmanın en kolay yoludur. Yanlış kullanıldığında ise notunuzu en hızlı düşüren araç da olabilir.</p>

<h2>Limit kullanım oranı nedir?</h2>
<p>Tüm kartlarınızdaki toplam borcun toplam limitinize oranıdır. 50.000 TL limitli bir kartta 45.000 TL borç taşımak %90'lık bir kullanım demektir ve bankalar bunu nakit sıkıntısı işareti olarak yorumlayabilir. Oranı düşük tutmak için:</p>
<ul>
  <li>Büyük harcamaları ekstre kesiminden önce kısmen ödeyin.</li>
  <li>Limit artışı tekliflerini harcama artışına dönüştürmeyin.</li>
  <li>Kullanmadığınız ama sorunsuz eski kartınızı kapatmak yerine açık tutmayı düşünün.</li>
</ul>

<h2>Asgari ödeme tuzağı</h2>
<p>Yalnızca asgari tutarı ödemek gecikmeye düşmenizi engeller, ancak kalan borç için akdi faiz işlemeye devam eder. Uzun süre asgari ödemeyle ilerlemek, borcun yıllarca sürmesine yol açabilir. Mümkünse ekstrenin tamamını ödeyin; ödeyemiyorsanız borcu daha düşük faizli bir krediyle kapatmayı değerlendirin.</p>

<h2>Gecikmenin bedeli</h2>
<p>Asgari tutarın üst üste ödenmemesi, kartın kullanıma kapatılmasına ve kaydın kredi raporunuza yansımasına neden olur. Otomatik ödeme talimatı bu riski büyük ölçüde ortadan kaldırır.</p>
`,
  },
  {
    slug: 'aile-butcesi-nasil-yapilir-50-30-20',
    categorySlug: 'butce-ve-birikim',
    title: 'Aile Bütçesi Nasıl Yapılır? 50/30/20 Kuralı',
    summary:
      'Gelirinizi ihtiya&ccedil;, istek ve birikim olarak &uuml;&ccedil;e ay&#305;ran basit bir y&ouml;ntemle ay sonunu rahat getirin.',
    image: image('butce-yonetimi.svg'),
    readingTime: 5,
    isFeatured: true,
    createdAt: new Date('2025-03-18T09:00:00Z'),
    content: `
<p>Bütçe yapmak, harcamalarınızı kısmak değil, paranızın nereye gittiğine sizin karar vermenizdir. Başlamak için karmaşık tablolara gerek yok; 50/30/20 kuralı iyi bir başlangıç noktasıdır.</p>

<h2>Kural nasıl işler?</h2>
<ul>
  <li><strong>%50 ihtiyaçlar:</strong> Kira veya konut taksidi, faturalar, market, ulaşım, kredi taksitleri.</li>
  <li><strong>%30 istekler:</strong> Dışarıda yemek, hobiler, tatil, abonelikler.</li>
  <li><strong>%20 birikim ve borç kapatma:</strong> Acil durum fonu, yatırım, erken borç ödemesi.</li>
</ul>
<p>Örneğin hane geliri aylık 60.000 TL ise ihtiyaçlara 30.000 TL, isteklere 18.000 TL, birikime 12.000 TL ayrılır. Kira ve taksitler ilk dilimi aşıyorsa oranları kendi durumunuza göre uyarlayın; önemli olan birikim payını sıfıra indirmemektir.</p>

<h2>Üç adımda başlayın</h2>
<ol>
  <li><strong>Bir ay boyunca her harcamayı yazın.</strong> Banka uygulamalarının harcama raporları bu işi kolaylaştırır.</li>
  <li><strong>Harcamaları üç gruba ayırın.</strong> Hangi grubun şiştiğini hemen göreceksiniz.</li>
  <li><strong>Maaş günü birikimi ayırın.</strong> Ay sonunda artanı biriktirmek yerine, birikimi en başta otomatik talimatla ayrı bir hesaba aktarın.</li>
</ol>

<h2>Kredi taksitleri bütçenin neresinde?</h2>
<p>Tüm kredi ve kart taksitlerinizin toplamının gelirinizin üçte birini aşmaması, hem bütçenizi hem de kredi notunuzu korur. Yeni bir krediye başvurmadan önce taksidin bu sınıra sığıp sığmadığını <a href="/kredi-hesaplama">kredi hesaplama</a> aracımızla kontrol edebilirsiniz.</p>
`,
  },
  {
    slug: 'acil-durum-fonu-kac-aylik-birikim-yeterli',
    categorySlug: 'butce-ve-birikim',
    title: 'Acil Durum Fonu: Kaç Aylık Birikim Yeterli?',
    summary: 'İş kaybı, sağlık gideri ya da ani bir tamirat: beklenmedik durumlar için kenara ne kadar para ayırmalı ve nerede tutmalı?',
    image: image('acil-durum-fonu.svg'),
    readingTime: 4,
    createdAt: new Date('2025-01-13T09:00:00Z'),
    content: `
<p>Acil durum fonu, gelirinizin beklenmedik biçimde kesildiği ya da büyük bir giderle karşılaştığınız günler için ayırdığınız paradır. Bu fon olmadığında çoğu kişi kredi kartına veya yüksek maliyetli kredilere yönelir; borç sarmalı da genellikle böyle başlar.</p>

<h2>Ne kadar yeterli?</h2>
<p>Yaygın öneri, <strong>3 ila 6 aylık zorunlu giderinizi</strong> karşılayacak bir birikimdir. Şu durumlarda üst sınıra yaklaşmak akıllıca olur:</p>
<ul>
  <li>Geliriniz düzensizse (serbest çalışan, esnaf, komisyonla çalışan)</li>
  <li>Hanede tek gelir varsa</li>
  <li>Bakmakla yükümlü olduğunuz kişiler varsa</li>
</ul>

<h2>Nerede tutulmalı?</h2>
<p>Acil durum parası kolay ulaşılabilir ve değer kaybına karşı korunmuş olmalıdır. Vadesiz hesapta tutmak enflasyon karşısında eritir; uzun vadeli ve bozulması maliyetli yatırımlar ise ihtiyaç anında işe yaramaz. Günlük vadeli hesaplar veya kısa vadeli, kolay bozdurulabilen araçlar iyi bir denge sunar.</p>

<h2>Küçük başlayın</h2>
<p>Altı aylık gideri bir anda biriktirmek gerekmez. İlk hedefiniz bir aylık gider olsun; maaş günü otomatik talimatla küçük ama düzenli bir tutar ayırın. Fonu kullandığınızda ise öncelikli hedefiniz onu yeniden doldurmak olmalı.</p>
`,
  },
  {
    slug: 'borc-yapilandirma-ve-kredi-kapatma',
    categorySlug: 'butce-ve-birikim',
    title: 'Borç Yapılandırma ve Kredi Kapatma: Ne Zaman Mantıklı?',
    summary:
      'Birden fazla borcu tek krediyle kapatmak taksitleri rahatlatabilir, ama her zaman kazandırmaz. Karar vermeden önce bakmanız gereken hesaplar.',
    image: image('borc-yapilandirma.svg'),
    readingTime: 5,
    createdAt: new Date('2024-12-02T09:00:00Z'),
    content: `
<p>Kart borçları, kredili mevduat hesabı ve birkaç küçük kredi bir araya geldiğinde, her ay farklı günlere dağılmış ödemeleri takip etmek zorlaşır. Borç kapatma kredisi bu borçları tek bir taksitte toplar. Peki bu her zaman doğru bir adım mı?</p>

<h2>Ne zaman mantıklı?</h2>
<ul>
  <li>Yeni kredinin faizi, kapatacağınız borçların (özellikle kart ve KMH) faizinden belirgin biçimde düşükse</li>
  <li>Tek taksit, toplam aylık ödemenizi gerçekten azaltıyorsa</li>
  <li>Kapattığınız kart ve hesapları yeniden borçlanmak için kullanmayacaksanız</li>
</ul>

<h2>Nelere dikkat etmeli?</h2>
<p>Vadeyi uzatmak taksidi düşürür ama toplam faizi artırır. Karşılaştırmayı aylık taksit üzerinden değil, <strong>toplam geri ödeme</strong> üzerinden yapın. Dosya masrafı ve sigorta gibi kalemleri de hesaba katın. Ayrıca ihtiyaç kredilerindeki vade sınırlarının borç kapatma kredileri için de geçerli olduğunu unutmayın.</p>

<h2>Bankayla yapılandırma</h2>
<p>Ödemekte zorlandığınız bir borç için bankanızla konuşmak, gecikmeye düşmekten her zaman iyidir. Bankalar belirli koşullarda borcu yeni bir vade ve ödeme planıyla yapılandırabilir. Gecikme başlamadan yapılan görüşmeler kredi notunuzu korumanıza yardımcı olur.</p>

<blockquote>Unutmayın: Borç kapatma kredisi borcu yok etmez, yalnızca şeklini değiştirir. Kalıcı çözüm, harcamaların gelirle dengelenmesidir.</blockquote>
`,
  },
];
