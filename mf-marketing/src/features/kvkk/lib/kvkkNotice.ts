/**
 * Text of the KVKK privacy notice (aydınlatma metni, KVKK art. 10) and the separate explicit-consent text (açık rıza).
 * Kept as data so the page stays a thin renderer; when the wording changes, bump KVKK_NOTICE_VERSION in shared/rules.
 */
export interface NoticeSection {
  title: string;
  paragraphs: string[];
  items?: string[];
  /** Text after the list. */
  closing?: string[];
}

export interface NoticeParties {
  companyName: string;
  brandName: string;
  email: string;
  city: string;
}

export const KVKK_NOTICE_TITLE = 'Kişisel Verilerin Korunması ve İşlenmesine İlişkin Aydınlatma Metni';
export const KVKK_CONSENT_TITLE = 'Açık Rıza Metni';

export function kvkkIntro({ companyName }: NoticeParties): string {
  return (
    `${companyName} ("Şirket") olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu metin, 6698 sayılı Kişisel Verilerin ` +
    `Korunması Kanunu ("KVKK") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında ` +
    `Tebliğ uyarınca, internet sitemiz, başvuru ve iletişim formlarımız ile telefon görüşmelerimiz aracılığıyla işlediğimiz ` +
    `kişisel verileriniz hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.`
  );
}

export function kvkkSections({ companyName, brandName, email, city }: NoticeParties): NoticeSection[] {
  return [
    {
      title: '1. Veri Sorumlusu',
      paragraphs: [
        `Kişisel verileriniz, veri sorumlusu sıfatıyla ${city} merkezli ${companyName} tarafından işlenmektedir. ` +
          `${brandName} markası altında sunulan kredi ve finans danışmanlığı hizmetlerinde verileriniz hakkındaki her türlü ` +
          `soru ve talebiniz için ${email} adresinden bize ulaşabilirsiniz.`,
      ],
    },
    {
      title: '2. İşlenen Kişisel Veriler ve İşlenme Amaçları',
      paragraphs: ['Hizmetlerimizi kullanmanız sırasında aşağıdaki kişisel veri kategorileri işlenebilmektedir:'],
      items: [
        'Kimlik bilgileri: ad, soyad, T.C. kimlik numarası, doğum tarihi, cinsiyet ve yaş aralığı.',
        'İletişim bilgileri: cep telefonu numarası, e-posta adresi ve yaşadığınız il.',
        'Finansal bilgiler: SGK durumu, kanuni takip bilgisi, son kredi kullanım zamanı, kredi kartı ve kredili hesap limitleri, ' +
          'aylık kredi ödemeleri, son üç aydaki kredi başvurusu sayısı, Findeks kredi notu ve hesaplanan kredi limiti.',
        'Müşteri işlem bilgileri: kredi limiti başvurusu, geri arama ve iletişim talepleri, görüşme ve takip notları.',
        'İşlem güvenliği bilgileri: IP adresi, SMS doğrulama kayıtları, başvurunun yapıldığı tarih ve saat, sitemize yönlendiren kaynak.',
      ],
      closing: [
        'Bu veriler; kredi limitinize ilişkin ön değerlendirmenin yapılması ve yapay zekâ destekli kredi raporunuzun hazırlanması, ' +
          'anlaşmalı bankaların kredi tekliflerinin size sunulması ve başvuru süreçlerinizde danışmanlık verilmesi, telefon ' +
          'numaranızın SMS ile doğrulanması, geri arama ve iletişim taleplerinizin karşılanması, talep ve şikâyetlerinizin takibi, ' +
          'bilgi güvenliğinin sağlanması ve kötüye kullanımın önlenmesi, mevzuattan doğan yükümlülüklerimizin yerine getirilmesi ve ' +
          'yetkili kurumların taleplerinin karşılanması amaçlarıyla işlenir.',
        'Sitemizin nasıl kullanıldığını ve ne kadar hızlı açıldığını anlamak için anonim istatistikler de tutulur: başvuru ' +
          'formunun hangi adımına kadar ilerlendiği ve ziyaretin geldiği kaynak (yönlendiren sitenin adı veya kampanya adı), ' +
          'sayfa yolu, sayfanın açılma ve tepki süreleri ile bağlantı türü. Bunlar tarayıcınızda yalnızca o ziyaret için ' +
          'hatırlanır, sunucuya ad, telefon, IP adresi veya ziyaretinizi tanıtan bir kimlik gönderilmez; yalnızca günlük ' +
          'toplamlar saklanır ve bir kişiyle ilişkilendirilemez.',
        'Özel nitelikli kişisel veri işlenmez. Kişisel verileriniz, işlenme amaçlarının gerektirdiği süre ve ilgili mevzuatta ' +
          'öngörülen saklama ve zamanaşımı süreleri boyunca saklanır; sürenin sonunda silinir, yok edilir veya anonim hâle getirilir.',
      ],
    },
    {
      title: '3. Kişisel Verilerin Aktarılması',
      paragraphs: [
        'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ve KVKK 8. ve 9. maddelerine uygun şekilde aşağıdaki alıcılara aktarılabilir:',
      ],
      items: [
        'Açık rızanız bulunması hâlinde, kredi teklifi alınması ve başvurunuzun değerlendirilmesi için anlaşmalı bankalar ve finans kuruluşları.',
        'Açık rızanız ve onayınız ile Findeks kredi raporunuzun temini için Kredi Kayıt Bürosu A.Ş.',
        'SMS gönderimi, sunucu barındırma ve bilgi teknolojileri hizmeti aldığımız tedarikçiler; yalnızca hizmetin gerektirdiği ölçüde ve gizlilik yükümlülüğü altında.',
        'Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri; hukuki yükümlülüklerimiz kapsamında ve talep edildiği ölçüde.',
      ],
      closing: ['Kişisel verileriniz, KVKK 9. maddesinde öngörülen şartlar sağlanmadıkça yurt dışına aktarılmaz.'],
    },
    {
      title: '4. Kişisel Veri Toplamanın Yöntemi ve Hukuki Sebebi',
      paragraphs: [
        'Kişisel verileriniz; internet sitemizdeki kredi limiti başvuru formu, iletişim ve geri arama formları, SMS doğrulama adımı, ' +
          'telefon ve anlık mesajlaşma görüşmeleri ile sunucu kayıtları aracılığıyla, otomatik veya kısmen otomatik yollarla ' +
          'elektronik ortamda toplanır.',
        'Bu veriler KVKK 5. maddesinde sayılan şu hukuki sebeplere dayanılarak işlenir:',
      ],
      items: [
        'Talep ettiğiniz danışmanlık hizmetine ilişkin sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (md. 5/2-c).',
        'Veri sorumlusu olarak hukuki yükümlülüğümüzü yerine getirebilmemiz (md. 5/2-ç).',
        'Bir hakkın tesisi, kullanılması veya korunması için veri işlemenin zorunlu olması (md. 5/2-e).',
        'Temel hak ve özgürlüklerinize zarar vermemek kaydıyla, bilgi güvenliği ve kötüye kullanımın önlenmesi gibi meşru menfaatlerimiz (md. 5/2-f).',
        'Verilerinizin bankalarla paylaşılması ve Findeks raporunuzun sorgulanması için açık rızanız (md. 5/1).',
      ],
    },
    {
      title: '5. İlgili Kişinin Hakları',
      paragraphs: ['KVKK 11. maddesi uyarınca veri sorumlusuna başvurarak:'],
      items: [
        'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
        'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
        'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
        'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
        'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
        'KVKK 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
        'Düzeltme, silme ve yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
        'İşlenen verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
        'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
      ],
      closing: ['haklarına sahipsiniz.'],
    },
    {
      title: '6. Başvuru Yöntemi',
      paragraphs: [
        `Yukarıdaki haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca; ` +
          `kimliğinizi tespit edici belgelerle birlikte yazılı olarak ya da kayıtlı elektronik posta (KEP), güvenli elektronik ` +
          `imza, mobil imza veya daha önce bize bildirdiğiniz ve sistemimizde kayıtlı e-posta adresinizi kullanarak ${email} ` +
          `adresine iletebilirsiniz.`,
        'Başvurunuzda adınız, soyadınız, imzanız (yazılı başvurularda), T.C. kimlik numaranız (yabancılar için uyruk ve pasaport ' +
          'numarası), tebligata esas adresiniz, varsa e-posta adresiniz ve telefon numaranız ile talebinizin konusu yer almalıdır.',
        'Talepleriniz niteliğine göre en kısa sürede ve en geç otuz (30) gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca ' +
          'bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun ' +
          'reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâllerinde KVKK 14. maddesi uyarınca ' +
          'Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.',
      ],
    },
  ];
}

/** The explicit consent is a separate text and a separate act from the notice (KVKK art. 3 and 5/1). */
export function kvkkConsent({ companyName, email }: NoticeParties): NoticeSection {
  return {
    title: KVKK_CONSENT_TITLE,
    paragraphs: [`${companyName} tarafından sunulan ${KVKK_NOTICE_TITLE}'ni okudum ve anladım. Bu kapsamda;`],
    items: [
      'kredi limitime ilişkin ön değerlendirme yapılması ve kredi teklifi alınması amacıyla kimlik, iletişim ve finansal bilgilerimin anlaşmalı bankalar ve finans kuruluşlarıyla paylaşılmasına,',
      'Findeks kredi raporumun ve kredi notumun onayım alınarak sorgulanmasına ve kredi değerlendirmemde kullanılmasına,',
    ],
    closing: [
      'özgür irademle, konusu belirli ve bilgilendirilmiş olarak açık rıza veriyorum.',
      `Açık rızamı dilediğim zaman ${email} adresine başvurarak geri alabileceğimi, geri almanın ancak sonraki işlemler için ` +
        'hüküm doğuracağını ve açık rıza vermemenin yalnızca bu rızaya dayanan işlemleri etkileyeceğini biliyorum.',
    ],
  };
}
