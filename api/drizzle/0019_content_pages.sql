-- The site's content pages (docs/content-pages.md): the footer's service pages, the FAQ, the privacy policy, the terms
-- of use, the cookie policy and 'Bizi Arayın'. Which pages exist and at which path is code (CONTENT_PAGES in the
-- content-pages contract); their texts are edited by the admin. Seeded published, in formal Turkish, so the footer's
-- links answer on a fresh start; the texts are the consultancy's drafts, to be reviewed by its lawyer before going
-- live. content is the sanitized HTML of content_source (the blog's Markdown renderer and HTML rules; a test checks
-- that the two agree). Expand-only: two new tables, nothing existing changes.
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(80) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"content_source" text NOT NULL,
	"version" varchar(20),
	"updated_on" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);--> statement-breakpoint
CREATE TABLE "content_page_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "content_page_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_content_page_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_page_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pages_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_page_revision"();--> statement-breakpoint
INSERT INTO "content_pages" ("slug", "title", "description", "content", "content_source", "version", "updated_on", "is_published") VALUES
('kredi-danismanligi', 'Kredi Danışmanlığı', 'Size uygun kredi türünü ve bankayı birlikte belirliyor, başvurunuzu doğru hazırlamanız ve gereksiz reddedilmelerin önüne geçmeniz için her adımda yanınızda oluyoruz.', $md$<p>Kredi başvurusu yapmadan önce hangi bankanın, hangi tutarı, hangi koşullarla verebileceğini bilmek hem zamanınızı hem de kredi notunuzu korur. Kredi danışmanlığı hizmetimizde finansal durumunuzu sizinle birlikte değerlendirir, size uygun kredi türünü ve bankayı belirler, başvuru sürecinin her adımında yanınızda oluruz.</p>
<h2>Kimler için?</h2>
<ul>
<li>İhtiyaç, taşıt veya konut kredisi kullanmak isteyen, ancak hangi bankaya başvuracağına karar veremeyenler,</li>
<li>Daha önce başvurusu reddedilmiş ve nedenini öğrenmek isteyenler,</li>
<li>Birden fazla kredi ve kredi kartı borcunu tek ve yönetilebilir bir ödeme planında toplamak isteyenler,</li>
<li>Kredi notunu yükseltmek için neler yapabileceğini öğrenmek isteyenler.</li>
</ul>
<h2>Süreç nasıl işler?</h2>
<ol>
<li><strong>Ön değerlendirme.</strong> Sitemizdeki kredi limiti formunu doldurursunuz ya da sizi aramamızı istersiniz. Verdiğiniz bilgilerle toplam kredi limitinize ilişkin bir ön değerlendirme hazırlanır.</li>
<li><strong>Görüşme.</strong> Danışmanınız sizi arar; gelir durumunuzu, mevcut borçlarınızı ve ihtiyacınızı birlikte gözden geçirirsiniz.</li>
<li><strong>Seçenekler.</strong> Anlaşmalı bankaların güncel koşullarına göre size uygun seçenekleri faiz, vade ve toplam geri ödeme tutarıyla karşılaştırmalı olarak sunarız.</li>
<li><strong>Başvuru desteği.</strong> Seçtiğiniz bankaya başvurunuzu hazırlarken gerekli belgeleri birlikte tamamlarız ve süreç sonuçlanana kadar sizi bilgilendiririz.</li>
</ol>
<h2>Nelere dikkat ederiz?</h2>
<p>Kısa sürede çok sayıda kredi başvurusu yapmak kredi notunuzu olumsuz etkileyebilir. Bu nedenle yalnızca onaylanma olasılığı yüksek başvuruları öneririz. Kredi kararını her zaman ilgili banka verir; şirketimiz bir banka ya da kredi kuruluşu değildir ve kredi kullandırmaz.</p>
<p>Ön değerlendirme ve ilk görüşme ücretsizdir. Ücretli bir hizmet söz konusu olduğunda, hizmetin kapsamı ve bedeli siz onay vermeden önce yazılı olarak bildirilir.</p>
<p><a href="/form">Kredi limitinizi öğrenin</a> ya da <a href="/kredi-hesaplama">kredi hesaplama aracımızla</a> aylık taksitlerinizi hesaplayın.</p>
$md$, $md$Kredi başvurusu yapmadan önce hangi bankanın, hangi tutarı, hangi koşullarla verebileceğini bilmek hem zamanınızı hem de kredi notunuzu korur. Kredi danışmanlığı hizmetimizde finansal durumunuzu sizinle birlikte değerlendirir, size uygun kredi türünü ve bankayı belirler, başvuru sürecinin her adımında yanınızda oluruz.

## Kimler için?

- İhtiyaç, taşıt veya konut kredisi kullanmak isteyen, ancak hangi bankaya başvuracağına karar veremeyenler,
- Daha önce başvurusu reddedilmiş ve nedenini öğrenmek isteyenler,
- Birden fazla kredi ve kredi kartı borcunu tek ve yönetilebilir bir ödeme planında toplamak isteyenler,
- Kredi notunu yükseltmek için neler yapabileceğini öğrenmek isteyenler.

## Süreç nasıl işler?

1. **Ön değerlendirme.** Sitemizdeki kredi limiti formunu doldurursunuz ya da sizi aramamızı istersiniz. Verdiğiniz bilgilerle toplam kredi limitinize ilişkin bir ön değerlendirme hazırlanır.
2. **Görüşme.** Danışmanınız sizi arar; gelir durumunuzu, mevcut borçlarınızı ve ihtiyacınızı birlikte gözden geçirirsiniz.
3. **Seçenekler.** Anlaşmalı bankaların güncel koşullarına göre size uygun seçenekleri faiz, vade ve toplam geri ödeme tutarıyla karşılaştırmalı olarak sunarız.
4. **Başvuru desteği.** Seçtiğiniz bankaya başvurunuzu hazırlarken gerekli belgeleri birlikte tamamlarız ve süreç sonuçlanana kadar sizi bilgilendiririz.

## Nelere dikkat ederiz?

Kısa sürede çok sayıda kredi başvurusu yapmak kredi notunuzu olumsuz etkileyebilir. Bu nedenle yalnızca onaylanma olasılığı yüksek başvuruları öneririz. Kredi kararını her zaman ilgili banka verir; şirketimiz bir banka ya da kredi kuruluşu değildir ve kredi kullandırmaz.

Ön değerlendirme ve ilk görüşme ücretsizdir. Ücretli bir hizmet söz konusu olduğunda, hizmetin kapsamı ve bedeli siz onay vermeden önce yazılı olarak bildirilir.

[Kredi limitinizi öğrenin](/form) ya da [kredi hesaplama aracımızla](/kredi-hesaplama) aylık taksitlerinizi hesaplayın.
$md$, NULL, '2026-12-01', true),
('finans-danismanligi', 'Finans Danışmanlığı', 'Bütçe planlaması, borç yapılandırma ve kredi notunuzu yükseltme konularında gelir ve giderlerinizin tamamına bakan finans danışmanlığı.', $md$<p>Finans danışmanlığı hizmetimiz, yalnızca bir kredi başvurusuna değil, gelir ve giderlerinizin tamamına bakar. Amacımız, borçlarınızı sürdürülebilir bir düzene kavuşturmanıza ve gelecekteki finansman ihtiyaçlarınız için sağlam bir zemin hazırlamanıza yardımcı olmaktır.</p>
<h2>Size nasıl yardımcı oluruz?</h2>
<ul>
<li><strong>Bütçe ve nakit akışı:</strong> Aylık gelir ve giderlerinizi birlikte çıkarır, kredi taksitlerinizin gelirinize oranını hesaplarız.</li>
<li><strong>Borç yapılandırma:</strong> Yüksek faizli kredi kartı ve kredili mevduat hesabı borçlarınızın daha uygun koşullu bir krediyle kapatılıp kapatılamayacağını değerlendiririz.</li>
<li><strong>Kredi notu:</strong> Findeks kredi notunuzu etkileyen başlıca etkenleri (ödeme düzeni, limit kullanım oranı, yeni başvurular) açıklar, notunuzu yükseltmek için size özel bir yol haritası hazırlarız.</li>
<li><strong>İşletmeler için:</strong> Şahıs şirketi ve KOBİ'lerin işletme kredisi, kredili ticari hesap ve kredi kartı ihtiyaçlarında doğru ürünün seçilmesine destek oluruz.</li>
</ul>
<h2>Görüşmeye hazırlanırken</h2>
<p>Görüşmeden önce son aylara ait gelir belgelerinizi, kullandığınız kredilerin ve kartların güncel borç ve limit bilgilerini hazırlamanız değerlendirmeyi hızlandırır. Belgelerinizi bizimle yalnızca görüşme sırasında ve gerektiği ölçüde paylaşmanız yeterlidir.</p>
<h2>Önemli bilgi</h2>
<p>Verdiğimiz bilgiler genel danışmanlık niteliğindedir; yatırım danışmanlığı veya hukuki danışmanlık değildir. Vereceğiniz finansal kararlar ve bankalarla yapacağınız sözleşmeler size aittir. Kişisel verileriniz <a href="/kvkk">KVKK Aydınlatma Metni</a>'nde açıklandığı şekilde işlenir.</p>
$md$, $md$Finans danışmanlığı hizmetimiz, yalnızca bir kredi başvurusuna değil, gelir ve giderlerinizin tamamına bakar. Amacımız, borçlarınızı sürdürülebilir bir düzene kavuşturmanıza ve gelecekteki finansman ihtiyaçlarınız için sağlam bir zemin hazırlamanıza yardımcı olmaktır.

## Size nasıl yardımcı oluruz?

- **Bütçe ve nakit akışı:** Aylık gelir ve giderlerinizi birlikte çıkarır, kredi taksitlerinizin gelirinize oranını hesaplarız.
- **Borç yapılandırma:** Yüksek faizli kredi kartı ve kredili mevduat hesabı borçlarınızın daha uygun koşullu bir krediyle kapatılıp kapatılamayacağını değerlendiririz.
- **Kredi notu:** Findeks kredi notunuzu etkileyen başlıca etkenleri (ödeme düzeni, limit kullanım oranı, yeni başvurular) açıklar, notunuzu yükseltmek için size özel bir yol haritası hazırlarız.
- **İşletmeler için:** Şahıs şirketi ve KOBİ'lerin işletme kredisi, kredili ticari hesap ve kredi kartı ihtiyaçlarında doğru ürünün seçilmesine destek oluruz.

## Görüşmeye hazırlanırken

Görüşmeden önce son aylara ait gelir belgelerinizi, kullandığınız kredilerin ve kartların güncel borç ve limit bilgilerini hazırlamanız değerlendirmeyi hızlandırır. Belgelerinizi bizimle yalnızca görüşme sırasında ve gerektiği ölçüde paylaşmanız yeterlidir.

## Önemli bilgi

Verdiğimiz bilgiler genel danışmanlık niteliğindedir; yatırım danışmanlığı veya hukuki danışmanlık değildir. Vereceğiniz finansal kararlar ve bankalarla yapacağınız sözleşmeler size aittir. Kişisel verileriniz [KVKK Aydınlatma Metni](/kvkk)'nde açıklandığı şekilde işlenir.
$md$, NULL, '2026-12-01', true),
('banka-kredileri', 'Banka Kredileri', 'İhtiyaç, taşıt ve konut kredisi ile kredi kartı ve kredili mevduat hesabı: türleri, farkları ve başvurmadan önce bilmeniz gerekenler.', $md$<p>Bankaların sunduğu kredi türleri amaçlarına, vadelerine ve istenen belgelere göre farklılık gösterir. Aşağıda en sık kullanılan kredi türlerini ve başvurmadan önce bilmeniz gerekenleri özetledik. Güncel faiz oranları ve koşullar bankadan bankaya ve başvuru sahibinin durumuna göre değişir.</p>
<h2>İhtiyaç kredisi</h2>
<p>Herhangi bir amaç belirtmeden kullanabileceğiniz, genellikle 36 aya kadar vadeli tüketici kredisidir. Tutar ve vade üst sınırları mevzuatla belirlenir; onay, gelirinize ve kredi notunuza bağlıdır.</p>
<h2>Taşıt kredisi</h2>
<p>Sıfır veya ikinci el araç alımında kullanılır. Kredi tutarı ve vadesi, aracın fatura veya kasko değerine göre yasal sınırlar içinde belirlenir; araç üzerine rehin konulur.</p>
<h2>Konut kredisi</h2>
<p>Konut alımında kullanılan, uzun vadeli ve ipotek karşılığı verilen kredidir. Ekspertiz değeri, peşinat oranı ve gelirinizin taksitleri karşılama gücü belirleyicidir.</p>
<h2>Kredi kartı ve kredili mevduat hesabı</h2>
<p>Kısa süreli nakit ihtiyaçları için pratik olsalar da faiz oranları genellikle ihtiyaç kredisinden yüksektir. Uzun süre yüksek bakiye taşımak hem maliyetinizi hem de kredi notunuzu olumsuz etkiler.</p>
<h2>Başvurmadan önce</h2>
<ul>
<li>Aylık toplam kredi taksitlerinizin gelirinizin makul bir bölümünü aşmamasına dikkat edin.</li>
<li>Yalnızca faiz oranına değil, dosya masrafı ve sigorta dahil <strong>toplam geri ödeme tutarına</strong> bakın.</li>
<li>Aynı dönemde birçok bankaya birden başvurmaktan kaçının.</li>
</ul>
<p><a href="/kredi-hesaplama">Kredi hesaplama aracımızla</a> taksit ve toplam maliyeti önceden görebilir, <a href="/form">kredi limiti formumuzla</a> size uygun seçenekleri öğrenebilirsiniz.</p>
$md$, $md$Bankaların sunduğu kredi türleri amaçlarına, vadelerine ve istenen belgelere göre farklılık gösterir. Aşağıda en sık kullanılan kredi türlerini ve başvurmadan önce bilmeniz gerekenleri özetledik. Güncel faiz oranları ve koşullar bankadan bankaya ve başvuru sahibinin durumuna göre değişir.

## İhtiyaç kredisi

Herhangi bir amaç belirtmeden kullanabileceğiniz, genellikle 36 aya kadar vadeli tüketici kredisidir. Tutar ve vade üst sınırları mevzuatla belirlenir; onay, gelirinize ve kredi notunuza bağlıdır.

## Taşıt kredisi

Sıfır veya ikinci el araç alımında kullanılır. Kredi tutarı ve vadesi, aracın fatura veya kasko değerine göre yasal sınırlar içinde belirlenir; araç üzerine rehin konulur.

## Konut kredisi

Konut alımında kullanılan, uzun vadeli ve ipotek karşılığı verilen kredidir. Ekspertiz değeri, peşinat oranı ve gelirinizin taksitleri karşılama gücü belirleyicidir.

## Kredi kartı ve kredili mevduat hesabı

Kısa süreli nakit ihtiyaçları için pratik olsalar da faiz oranları genellikle ihtiyaç kredisinden yüksektir. Uzun süre yüksek bakiye taşımak hem maliyetinizi hem de kredi notunuzu olumsuz etkiler.

## Başvurmadan önce

- Aylık toplam kredi taksitlerinizin gelirinizin makul bir bölümünü aşmamasına dikkat edin.
- Yalnızca faiz oranına değil, dosya masrafı ve sigorta dahil **toplam geri ödeme tutarına** bakın.
- Aynı dönemde birçok bankaya birden başvurmaktan kaçının.

[Kredi hesaplama aracımızla](/kredi-hesaplama) taksit ve toplam maliyeti önceden görebilir, [kredi limiti formumuzla](/form) size uygun seçenekleri öğrenebilirsiniz.
$md$, NULL, '2026-12-01', true),
('sss', 'Sıkça Sorulan Sorular', 'Kredi danışmanlığı hizmetimiz, kredi limiti başvurusu, ücretler ve kişisel verileriniz hakkında en sık sorulan soruların yanıtları.', $md$<p>Kredi danışmanlığı hizmetimiz, başvuru süreci ve kişisel verileriniz hakkında en sık sorulan soruları aşağıda yanıtladık. Aradığınız yanıtı bulamazsanız bizi arayabilir ya da sizi aramamızı isteyebilirsiniz.</p>
<h2>Hizmetimiz</h2>
<h3>Kredi danışmanlığı nedir?</h3>
<p>Kredi danışmanlığı, finansal durumunuza en uygun kredi türünü ve bankayı belirlemeniz, başvurunuzu doğru hazırlamanız ve gereksiz reddedilmelerin önüne geçmeniz için verilen destektir. Kredi kararını her zaman ilgili banka verir.</p>
<h3>Şirketiniz kredi veriyor mu?</h3>
<p>Hayır. Şirketimiz bir banka veya finans kuruluşu değildir, kredi kullandırmaz ve sizden kredi karşılığında ön ödeme istemez. Sizin adınıza bir kredi onayı garanti eden herkese karşı dikkatli olmanızı öneririz.</p>
<h3>Hizmetiniz ücretli mi?</h3>
<p>Ön değerlendirme ve ilk görüşme ücretsizdir. Ücretli bir hizmet söz konusu olduğunda kapsamı ve bedeli, siz onay vermeden önce yazılı olarak bildirilir.</p>
<h2>Başvuru süreci</h2>
<h3>Kredi limitimi nasıl öğrenebilirim?</h3>
<p>Sitemizdeki kredi limiti formunu doldurmanız yeterlidir. Telefon numaranızı SMS ile doğruladıktan sonra, verdiğiniz bilgilere göre hazırlanan ön değerlendirme size gösterilir ve bir danışmanımız sizi arar.</p>
<h3>Formu doldurmak kredi notumu etkiler mi?</h3>
<p>Hayır. Formumuz bir banka başvurusu değildir ve kredi notunuzu etkilemez. Kredi notunuzu etkileyen, bankaya yapılan resmî kredi başvurularıdır.</p>
<h3>Ne kadar sürede dönüş yapıyorsunuz?</h3>
<p>Hafta içi çalışma saatlerimizde yapılan başvurulara genellikle aynı gün, en geç bir sonraki iş günü dönüş yapılır.</p>
<h3>Başvurum reddedildi, yine de yardımcı olabilir misiniz?</h3>
<p>Evet. Reddin olası nedenlerini (kredi notu, gelir-borç oranı, kısa sürede yapılan çok sayıda başvuru gibi) birlikte değerlendirir ve tekrar başvurmadan önce yapılabilecekleri anlatırız.</p>
<h2>Kişisel verileriniz</h2>
<h3>Verilerim kimlerle paylaşılıyor?</h3>
<p>Verileriniz yalnızca KVKK Aydınlatma Metni'nde belirtilen amaçlarla işlenir. Bankalarla paylaşılması açık rızanıza bağlıdır; rızanızı vermemeniz ön değerlendirme hizmetinden yararlanmanıza engel değildir.</p>
<h3>Verilerimin silinmesini nasıl isteyebilirim?</h3>
<p>KVKK 11. maddesindeki haklarınızı kullanmak için KVKK Aydınlatma Metni'nde belirtilen iletişim kanallarından bize başvurabilirsiniz. Başvurunuz en geç 30 gün içinde sonuçlandırılır.</p>
$md$, $md$Kredi danışmanlığı hizmetimiz, başvuru süreci ve kişisel verileriniz hakkında en sık sorulan soruları aşağıda yanıtladık. Aradığınız yanıtı bulamazsanız bizi arayabilir ya da sizi aramamızı isteyebilirsiniz.

## Hizmetimiz

### Kredi danışmanlığı nedir?

Kredi danışmanlığı, finansal durumunuza en uygun kredi türünü ve bankayı belirlemeniz, başvurunuzu doğru hazırlamanız ve gereksiz reddedilmelerin önüne geçmeniz için verilen destektir. Kredi kararını her zaman ilgili banka verir.

### Şirketiniz kredi veriyor mu?

Hayır. Şirketimiz bir banka veya finans kuruluşu değildir, kredi kullandırmaz ve sizden kredi karşılığında ön ödeme istemez. Sizin adınıza bir kredi onayı garanti eden herkese karşı dikkatli olmanızı öneririz.

### Hizmetiniz ücretli mi?

Ön değerlendirme ve ilk görüşme ücretsizdir. Ücretli bir hizmet söz konusu olduğunda kapsamı ve bedeli, siz onay vermeden önce yazılı olarak bildirilir.

## Başvuru süreci

### Kredi limitimi nasıl öğrenebilirim?

Sitemizdeki kredi limiti formunu doldurmanız yeterlidir. Telefon numaranızı SMS ile doğruladıktan sonra, verdiğiniz bilgilere göre hazırlanan ön değerlendirme size gösterilir ve bir danışmanımız sizi arar.

### Formu doldurmak kredi notumu etkiler mi?

Hayır. Formumuz bir banka başvurusu değildir ve kredi notunuzu etkilemez. Kredi notunuzu etkileyen, bankaya yapılan resmî kredi başvurularıdır.

### Ne kadar sürede dönüş yapıyorsunuz?

Hafta içi çalışma saatlerimizde yapılan başvurulara genellikle aynı gün, en geç bir sonraki iş günü dönüş yapılır.

### Başvurum reddedildi, yine de yardımcı olabilir misiniz?

Evet. Reddin olası nedenlerini (kredi notu, gelir-borç oranı, kısa sürede yapılan çok sayıda başvuru gibi) birlikte değerlendirir ve tekrar başvurmadan önce yapılabilecekleri anlatırız.

## Kişisel verileriniz

### Verilerim kimlerle paylaşılıyor?

Verileriniz yalnızca KVKK Aydınlatma Metni'nde belirtilen amaçlarla işlenir. Bankalarla paylaşılması açık rızanıza bağlıdır; rızanızı vermemeniz ön değerlendirme hizmetinden yararlanmanıza engel değildir.

### Verilerimin silinmesini nasıl isteyebilirim?

KVKK 11. maddesindeki haklarınızı kullanmak için KVKK Aydınlatma Metni'nde belirtilen iletişim kanallarından bize başvurabilirsiniz. Başvurunuz en geç 30 gün içinde sonuçlandırılır.
$md$, NULL, '2026-12-01', true),
('gizlilik-politikasi', 'Gizlilik Politikası', 'İnternet sitemizi ve hizmetlerimizi kullanırken bilgilerinizin nasıl toplandığını, korunduğunu, kimlerle paylaşıldığını ve haklarınızı açıklayan gizlilik politikamız.', $md$<p>Bu Gizlilik Politikası, internet sitemizi ziyaret ettiğinizde ve hizmetlerimizden yararlandığınızda bilgilerinizin nasıl korunduğunu açıklar. Kişisel verilerinizin hangi amaçlarla ve hangi hukuki sebeplerle işlendiğine ilişkin ayrıntılı bilgi <a href="/kvkk">KVKK Aydınlatma Metni</a>'nde yer alır; bu politika o metni tamamlar.</p>
<h2>1. Hangi bilgileri topluyoruz?</h2>
<ul>
<li><strong>Sizin verdiğiniz bilgiler:</strong> Kredi limiti formunda, geri arama ve iletişim formlarında yazdığınız ad, soyad, telefon numarası, e-posta adresi, il ve finansal bilgiler.</li>
<li><strong>Doğrulama bilgileri:</strong> Telefon numaranızı doğrulamak için gönderilen SMS kodunun kaydı ve başvurunun yapıldığı tarih, saat ve IP adresi.</li>
<li><strong>Anonim kullanım istatistikleri:</strong> Başvuru formunun hangi adımına kadar ilerlendiği, sayfaların açılma süreleri ve ziyaretin geldiği kaynak. Bu istatistikler bir kişiyle ilişkilendirilmez; ayrıntılar <a href="/cerez-politikasi">Çerez Politikası</a>'ndadır.</li>
</ul>
<h2>2. Bilgilerinizi nasıl koruyoruz?</h2>
<ul>
<li>Sitemizle aranızdaki bağlantı şifrelenir (HTTPS).</li>
<li>Müşteri kayıtlarına yalnızca yetkili danışmanlarımız görevleri gereği erişir; kayıtlarda yapılan değişiklikler, kimin ve ne zaman yaptığıyla birlikte kayıt altına alınır.</li>
<li>Personel girişleri tek kullanımlık SMS koduyla, yönetim paneli girişleri parolayla korunur; parolalar yalnızca tek yönlü özet (hash) olarak saklanır.</li>
<li>Sunucu kayıtlarına ad, telefon numarası veya T.C. kimlik numarası yazılmaz.</li>
</ul>
<h2>3. Bilgilerinizi kimlerle paylaşıyoruz?</h2>
<p>Bilgileriniz satılmaz ve reklam amacıyla üçüncü kişilere verilmez. Anlaşmalı bankalarla paylaşım yalnızca açık rızanızla yapılır. SMS gönderimi ve barındırma gibi hizmet aldığımız tedarikçiler, bilgilerinize yalnızca hizmetin gerektirdiği ölçüde ve gizlilik yükümlülüğü altında erişir. Yetkili kamu kurumlarının kanuni talepleri saklıdır.</p>
<h2>4. Ne kadar süre saklıyoruz?</h2>
<p>Bilgileriniz işlenme amacının gerektirdiği süre ve mevzuattaki saklama süreleri boyunca saklanır; süre sonunda silinir, yok edilir veya anonim hâle getirilir.</p>
<h2>5. Haklarınız</h2>
<p>KVKK 11. maddesi uyarınca verilerinize erişme, düzeltilmesini veya silinmesini isteme ve işlenmesine itiraz etme haklarınız vardır. Başvurularınızı KVKK Aydınlatma Metni'nde belirtilen kanallardan iletebilirsiniz; başvurunuz en geç 30 gün içinde yanıtlanır.</p>
<h2>6. Değişiklikler</h2>
<p>Bu politikayı güncellediğimizde sürüm numarası ve son güncelleme tarihi bu sayfada değişir. Önemli değişiklikler sitemizde ayrıca duyurulur.</p>
$md$, $md$Bu Gizlilik Politikası, internet sitemizi ziyaret ettiğinizde ve hizmetlerimizden yararlandığınızda bilgilerinizin nasıl korunduğunu açıklar. Kişisel verilerinizin hangi amaçlarla ve hangi hukuki sebeplerle işlendiğine ilişkin ayrıntılı bilgi [KVKK Aydınlatma Metni](/kvkk)'nde yer alır; bu politika o metni tamamlar.

## 1. Hangi bilgileri topluyoruz?

- **Sizin verdiğiniz bilgiler:** Kredi limiti formunda, geri arama ve iletişim formlarında yazdığınız ad, soyad, telefon numarası, e-posta adresi, il ve finansal bilgiler.
- **Doğrulama bilgileri:** Telefon numaranızı doğrulamak için gönderilen SMS kodunun kaydı ve başvurunun yapıldığı tarih, saat ve IP adresi.
- **Anonim kullanım istatistikleri:** Başvuru formunun hangi adımına kadar ilerlendiği, sayfaların açılma süreleri ve ziyaretin geldiği kaynak. Bu istatistikler bir kişiyle ilişkilendirilmez; ayrıntılar [Çerez Politikası](/cerez-politikasi)'ndadır.

## 2. Bilgilerinizi nasıl koruyoruz?

- Sitemizle aranızdaki bağlantı şifrelenir (HTTPS).
- Müşteri kayıtlarına yalnızca yetkili danışmanlarımız görevleri gereği erişir; kayıtlarda yapılan değişiklikler, kimin ve ne zaman yaptığıyla birlikte kayıt altına alınır.
- Personel girişleri tek kullanımlık SMS koduyla, yönetim paneli girişleri parolayla korunur; parolalar yalnızca tek yönlü özet (hash) olarak saklanır.
- Sunucu kayıtlarına ad, telefon numarası veya T.C. kimlik numarası yazılmaz.

## 3. Bilgilerinizi kimlerle paylaşıyoruz?

Bilgileriniz satılmaz ve reklam amacıyla üçüncü kişilere verilmez. Anlaşmalı bankalarla paylaşım yalnızca açık rızanızla yapılır. SMS gönderimi ve barındırma gibi hizmet aldığımız tedarikçiler, bilgilerinize yalnızca hizmetin gerektirdiği ölçüde ve gizlilik yükümlülüğü altında erişir. Yetkili kamu kurumlarının kanuni talepleri saklıdır.

## 4. Ne kadar süre saklıyoruz?

Bilgileriniz işlenme amacının gerektirdiği süre ve mevzuattaki saklama süreleri boyunca saklanır; süre sonunda silinir, yok edilir veya anonim hâle getirilir.

## 5. Haklarınız

KVKK 11. maddesi uyarınca verilerinize erişme, düzeltilmesini veya silinmesini isteme ve işlenmesine itiraz etme haklarınız vardır. Başvurularınızı KVKK Aydınlatma Metni'nde belirtilen kanallardan iletebilirsiniz; başvurunuz en geç 30 gün içinde yanıtlanır.

## 6. Değişiklikler

Bu politikayı güncellediğimizde sürüm numarası ve son güncelleme tarihi bu sayfada değişir. Önemli değişiklikler sitemizde ayrıca duyurulur.
$md$, '1.0', '2026-12-01', true),
('kullanim-kosullari', 'Kullanım Koşulları', 'İnternet sitemizin, kredi limiti formunun ve kredi hesaplama aracının kullanımına ilişkin koşullar, hizmetin niteliği ve sorumlulukların sınırı.', $md$<p>Bu Kullanım Koşulları, internet sitemizin ve sitede sunulan araçların (kredi limiti formu, kredi hesaplama, geri arama ve iletişim formları) kullanımına ilişkin kuralları belirler. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız.</p>
<h2>1. Hizmetin niteliği</h2>
<p>Şirketimiz bir kredi danışmanlığı şirketidir; banka veya finans kuruluşu değildir ve kredi kullandırmaz. Sitede gösterilen ön değerlendirmeler, kredi limitleri, faiz oranları ve hesaplama sonuçları bilgilendirme amaçlıdır; bir kredi teklifi veya onayı değildir. Kredi kararını ve koşullarını yalnızca ilgili banka belirler.</p>
<h2>2. Doğru bilgi verme</h2>
<p>Formlarda verdiğiniz bilgilerin doğru ve size ait olması gerekir. Başkası adına veya başkasının telefon numarasıyla başvuru yapılamaz. Yanlış bilgiye dayanan değerlendirmelerin sonuçlarından şirketimiz sorumlu tutulamaz.</p>
<h2>3. Kullanım kuralları</h2>
<ul>
<li>Siteyi hukuka aykırı amaçlarla veya başkalarının haklarını ihlal edecek şekilde kullanamazsınız.</li>
<li>Formlara otomatik araçlarla toplu başvuru göndermek, sistemlerin işleyişini bozmaya yönelik girişimlerde bulunmak yasaktır. Kötüye kullanımı önlemek için form başvurularına sınır uygulanır.</li>
<li>SMS doğrulama kodları kişiseldir; kimseyle paylaşmayınız. Şirketimiz sizden telefonla doğrulama kodu veya parola istemez.</li>
</ul>
<h2>4. Fikrî haklar</h2>
<p>Sitedeki metinler, görseller, logolar ve yazılım şirketimize veya lisans verenlerine aittir. Kaynak gösterilerek yapılan kısa alıntılar dışında izinsiz kopyalanamaz ve çoğaltılamaz.</p>
<h2>5. Bağlantılar</h2>
<p>Sitede başka sitelere verilen bağlantılar kolaylık içindir. Bu sitelerin içeriklerinden ve gizlilik uygulamalarından şirketimiz sorumlu değildir.</p>
<h2>6. Sorumluluğun sınırı</h2>
<p>Siteyi kesintisiz ve hatasız sunmak için özen gösteririz; ancak bakım, arıza veya bizim dışımızdaki nedenlerle yaşanabilecek kesintilerden doğan dolaylı zararlardan sorumlu değiliz.</p>
<h2>7. Uygulanacak hukuk</h2>
<p>Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Tüketici işlemlerinden doğan uyuşmazlıklarda, yasal parasal sınırlar içinde Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.</p>
<h2>8. Değişiklikler</h2>
<p>Koşullarda yapılan değişiklikler bu sayfada yayımlandığı tarihte yürürlüğe girer; sürüm numarası ve son güncelleme tarihi sayfanın başında yer alır.</p>
$md$, $md$Bu Kullanım Koşulları, internet sitemizin ve sitede sunulan araçların (kredi limiti formu, kredi hesaplama, geri arama ve iletişim formları) kullanımına ilişkin kuralları belirler. Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız.

## 1. Hizmetin niteliği

Şirketimiz bir kredi danışmanlığı şirketidir; banka veya finans kuruluşu değildir ve kredi kullandırmaz. Sitede gösterilen ön değerlendirmeler, kredi limitleri, faiz oranları ve hesaplama sonuçları bilgilendirme amaçlıdır; bir kredi teklifi veya onayı değildir. Kredi kararını ve koşullarını yalnızca ilgili banka belirler.

## 2. Doğru bilgi verme

Formlarda verdiğiniz bilgilerin doğru ve size ait olması gerekir. Başkası adına veya başkasının telefon numarasıyla başvuru yapılamaz. Yanlış bilgiye dayanan değerlendirmelerin sonuçlarından şirketimiz sorumlu tutulamaz.

## 3. Kullanım kuralları

- Siteyi hukuka aykırı amaçlarla veya başkalarının haklarını ihlal edecek şekilde kullanamazsınız.
- Formlara otomatik araçlarla toplu başvuru göndermek, sistemlerin işleyişini bozmaya yönelik girişimlerde bulunmak yasaktır. Kötüye kullanımı önlemek için form başvurularına sınır uygulanır.
- SMS doğrulama kodları kişiseldir; kimseyle paylaşmayınız. Şirketimiz sizden telefonla doğrulama kodu veya parola istemez.

## 4. Fikrî haklar

Sitedeki metinler, görseller, logolar ve yazılım şirketimize veya lisans verenlerine aittir. Kaynak gösterilerek yapılan kısa alıntılar dışında izinsiz kopyalanamaz ve çoğaltılamaz.

## 5. Bağlantılar

Sitede başka sitelere verilen bağlantılar kolaylık içindir. Bu sitelerin içeriklerinden ve gizlilik uygulamalarından şirketimiz sorumlu değildir.

## 6. Sorumluluğun sınırı

Siteyi kesintisiz ve hatasız sunmak için özen gösteririz; ancak bakım, arıza veya bizim dışımızdaki nedenlerle yaşanabilecek kesintilerden doğan dolaylı zararlardan sorumlu değiliz.

## 7. Uygulanacak hukuk

Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir. Tüketici işlemlerinden doğan uyuşmazlıklarda, yasal parasal sınırlar içinde Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.

## 8. Değişiklikler

Koşullarda yapılan değişiklikler bu sayfada yayımlandığı tarihte yürürlüğe girer; sürüm numarası ve son güncelleme tarihi sayfanın başında yer alır.
$md$, '1.0', '2026-12-01', true),
('cerez-politikasi', 'Çerez Politikası', 'Sitemiz çerez kullanmaz. Tarayıcınızda saklanan kayıtların, gönderilen anonim ölçümlerin ve üçüncü taraflara giden isteklerin tam listesi.', $md$<p>Bu politika, internet sitemizin tarayıcınızda neleri sakladığını ve bir ziyaret hakkında sunucularımıza neleri gönderdiğini açıklar. Aşağıdaki liste, sitenin kodunda kullanılan saklama alanlarının ve isteklerin tamamıdır; yeni bir kayıt eklendiğinde bu sayfa güncellenir.</p>
<h2>Çerezler</h2>
<p>Sitemiz <strong>çerez (cookie) kullanmaz</strong>. Ne kendi çerezimiz ne de reklam veya analiz hizmetlerine ait üçüncü taraf çerezleri tarayıcınıza yazılır.</p>
<h2>Tarayıcıda saklananlar</h2>
<table>
<thead>
<tr>
<th>Ad</th>
<th>Nerede</th>
<th>Ne işe yarar</th>
<th>Ne kadar kalır</th>
<th>Türü</th>
</tr>
</thead>
<tbody>
<tr>
<td><code>kredi-hesaplama:son-hesaplama</code></td>
<td>localStorage</td>
<td>Kredi hesaplama sayfasında yaptığınız son hesaplamayı (kredi türü, tutar, vade, taksit) bir sonraki ziyaretinizde göstermek</td>
<td>Siz silene ya da yeni bir hesaplama yapana kadar</td>
<td>İşlevsel</td>
</tr>
<tr>
<td><code>kredi-huni:ziyaret</code></td>
<td>sessionStorage</td>
<td>Başvuru formunun hangi adımlarının bu ziyarette sayıldığını ve ziyaretin geldiği kaynağı hatırlamak; böylece her adım ziyaret başına bir kez sayılır</td>
<td>Sekme kapanınca silinir</td>
<td>İstatistik</td>
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
<h2>Sunucularımıza gönderilen ölçümler</h2>
<ul>
<li><strong>Başvuru formu adımları:</strong> Formun bir adımına geçildiğinde yalnızca adımın adı ve ziyaretin kaynağı (yönlendiren sitenin adı veya kampanya adı) gönderilir. Sunucuda yalnızca günlük toplamlar tutulur. <em>İstatistik.</em></li>
<li><strong>Sayfa hızı ölçümleri:</strong> Sayfadan ayrılırken sayfa yolu, açılma ve tepki süreleri (LCP, INP, CLS, TTFB) ve bağlantı türü gönderilir. IP adresi saklanmaz. <em>İstatistik.</em></li>
<li><strong>Blog okunma sayısı:</strong> Bir yazı açıldığında okunma sayısı bir artırılır. Aynı ziyaretçinin gün içinde bir kez sayılması için IP adresi ve tarayıcı bilgisi, her gün yenilenen ve gün sonunda silinen bir anahtarla tek yönlü olarak özetlenir; IP adresinin kendisi saklanmaz. <em>İstatistik.</em></li>
</ul>
<p>Bu ölçümlerin hiçbiri ad, telefon numarası veya sizi tanıtan bir kimlik içermez.</p>
<h2>Üçüncü taraflara giden istekler</h2>
<ul>
<li><strong>Harita:</strong> İletişim sayfasındaki şube haritası, harita görüntülerini OpenStreetMap sunucularından (tile.openstreetmap.org) yükler. Bu sırada tarayıcınız IP adresinizi ve tarayıcı bilgilerinizi bu sunuculara iletir. <em>İşlevsel, üçüncü taraf.</em></li>
<li><strong>Mesajlaşma düğmesi:</strong> Sohbet düğmesine bastığınızda WhatsApp sayfası açılır; düğmeye basmadıkça bir istek gönderilmez.</li>
</ul>
<h2>Tercihlerinizi yönetme</h2>
<p>Tarayıcınızın ayarlarından site verilerini (localStorage ve sessionStorage) dilediğiniz zaman silebilirsiniz. Bu durumda kredi hesaplama sayfasındaki son hesaplamanız görünmez; sitenin diğer işlevleri etkilenmez.</p>
$md$, $md$Bu politika, internet sitemizin tarayıcınızda neleri sakladığını ve bir ziyaret hakkında sunucularımıza neleri gönderdiğini açıklar. Aşağıdaki liste, sitenin kodunda kullanılan saklama alanlarının ve isteklerin tamamıdır; yeni bir kayıt eklendiğinde bu sayfa güncellenir.

## Çerezler

Sitemiz **çerez (cookie) kullanmaz**. Ne kendi çerezimiz ne de reklam veya analiz hizmetlerine ait üçüncü taraf çerezleri tarayıcınıza yazılır.

## Tarayıcıda saklananlar

| Ad | Nerede | Ne işe yarar | Ne kadar kalır | Türü |
|---|---|---|---|---|
| `kredi-hesaplama:son-hesaplama` | localStorage | Kredi hesaplama sayfasında yaptığınız son hesaplamayı (kredi türü, tutar, vade, taksit) bir sonraki ziyaretinizde göstermek | Siz silene ya da yeni bir hesaplama yapana kadar | İşlevsel |
| `kredi-huni:ziyaret` | sessionStorage | Başvuru formunun hangi adımlarının bu ziyarette sayıldığını ve ziyaretin geldiği kaynağı hatırlamak; böylece her adım ziyaret başına bir kez sayılır | Sekme kapanınca silinir | İstatistik |
| `token`, `personel` | localStorage | Yalnızca personel: CRM oturumunun açık kalması | Oturum kapatılınca silinir | Zorunlu |
| `admin_token` | localStorage | Yalnızca yöneticiler: yönetim paneli oturumu | Oturum kapatılınca silinir | Zorunlu |
| Not taslağı | sessionStorage | Yalnızca personel: CRM'de yazılmakta olan müşteri notunun kaybolmaması | Not kaydedilince veya sekme kapanınca silinir | Zorunlu |

## Sunucularımıza gönderilen ölçümler

- **Başvuru formu adımları:** Formun bir adımına geçildiğinde yalnızca adımın adı ve ziyaretin kaynağı (yönlendiren sitenin adı veya kampanya adı) gönderilir. Sunucuda yalnızca günlük toplamlar tutulur. *İstatistik.*
- **Sayfa hızı ölçümleri:** Sayfadan ayrılırken sayfa yolu, açılma ve tepki süreleri (LCP, INP, CLS, TTFB) ve bağlantı türü gönderilir. IP adresi saklanmaz. *İstatistik.*
- **Blog okunma sayısı:** Bir yazı açıldığında okunma sayısı bir artırılır. Aynı ziyaretçinin gün içinde bir kez sayılması için IP adresi ve tarayıcı bilgisi, her gün yenilenen ve gün sonunda silinen bir anahtarla tek yönlü olarak özetlenir; IP adresinin kendisi saklanmaz. *İstatistik.*

Bu ölçümlerin hiçbiri ad, telefon numarası veya sizi tanıtan bir kimlik içermez.

## Üçüncü taraflara giden istekler

- **Harita:** İletişim sayfasındaki şube haritası, harita görüntülerini OpenStreetMap sunucularından (tile.openstreetmap.org) yükler. Bu sırada tarayıcınız IP adresinizi ve tarayıcı bilgilerinizi bu sunuculara iletir. *İşlevsel, üçüncü taraf.*
- **Mesajlaşma düğmesi:** Sohbet düğmesine bastığınızda WhatsApp sayfası açılır; düğmeye basmadıkça bir istek gönderilmez.

## Tercihlerinizi yönetme

Tarayıcınızın ayarlarından site verilerini (localStorage ve sessionStorage) dilediğiniz zaman silebilirsiniz. Bu durumda kredi hesaplama sayfasındaki son hesaplamanız görünmez; sitenin diğer işlevleri etkilenmez.
$md$, '1.0', '2026-12-01', true),
('bizi-arayin', 'Bizi Arayın', 'Çağrı merkezimizin telefon numarası ve çalışma saatleri; mesai dışında numaranızı bırakın, danışmanlarımız sizi arasın.', $md$<p>Kredi ve finans sorularınız için çağrı merkezimizi arayabilirsiniz. Danışmanlarımız başvuru sürecinizi, kredi seçeneklerinizi ve kişisel verilerinize ilişkin sorularınızı yanıtlar.</p>
<h2>Aramadan önce</h2>
<ul>
<li>Görüşmenin hızlı ilerlemesi için aylık geliriniz, mevcut kredi ve kart borçlarınız hakkında bilgi hazırlamanız yeterlidir.</li>
<li>Danışmanlarımız sizden <strong>hiçbir zaman</strong> SMS doğrulama kodu, kart şifresi veya internet bankacılığı parolası istemez.</li>
<li>Mesai saatleri dışında aradıysanız, aşağıdaki formdan numaranızı bırakın; ilk iş günü sizi arayalım.</li>
</ul>
$md$, $md$Kredi ve finans sorularınız için çağrı merkezimizi arayabilirsiniz. Danışmanlarımız başvuru sürecinizi, kredi seçeneklerinizi ve kişisel verilerinize ilişkin sorularınızı yanıtlar.

## Aramadan önce

- Görüşmenin hızlı ilerlemesi için aylık geliriniz, mevcut kredi ve kart borçlarınız hakkında bilgi hazırlamanız yeterlidir.
- Danışmanlarımız sizden **hiçbir zaman** SMS doğrulama kodu, kart şifresi veya internet bankacılığı parolası istemez.
- Mesai saatleri dışında aradıysanız, aşağıdaki formdan numaranızı bırakın; ilk iş günü sizi arayalım.
$md$, NULL, '2026-12-01', true)
ON CONFLICT ("slug") DO NOTHING;
