import type { Catalogue } from './en';

// The page's own words in Arabic (docs/product.md, "Languages"), read right to left. Counted
// nouns take Arabic's six plural forms (zero, one, two, few, many, other); numbers are written
// in the digits the page's inputs take ({max}, not #, which would be Arabic-Indic).
export const ar: Catalogue = {
  'answer.required': 'يُرجى ملء هذا الحقل.',
  'answer.invalid': 'هذه الإجابة غير صالحة.',
  'answer.text': 'يُرجى إدخال نص.',
  'answer.maxLength':
    'يُرجى ألا يزيد النص عن {max, plural, zero {{max} حرف} one {حرف واحد} two {حرفين} few {{max} أحرف} many {{max} حرفًا} other {{max} حرف}}.',
  'answer.email': 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
  'answer.number': 'يُرجى إدخال رقم.',
  'answer.numberMin': 'يُرجى إدخال رقم لا يقل عن {min}.',
  'answer.numberMax': 'يُرجى إدخال رقم لا يزيد عن {max}.',
  'answer.phoneCharacters': 'يُرجى استخدام الأرقام والمسافات والأقواس وعلامتي الزائد والناقص فقط.',
  'answer.option': 'يُرجى اختيار أحد الخيارات.',
  'answer.tooManyChoices':
    'يُرجى ألا تختار أكثر من {max, plural, zero {{max} خيار} one {خيار واحد} two {خيارين} few {{max} خيارات} many {{max} خيارًا} other {{max} خيار}}.',
  'answer.rating': 'يُرجى اختيار تقييم من 1 إلى {top}.',
  'answer.netPromoterScore': 'يُرجى اختيار درجة من 0 إلى 10.',
  'answer.date': 'يُرجى إدخال تاريخ صالح.',
  'answer.dateRange': 'يُرجى إدخال نهاية لا تسبق البداية.',
  'answer.tooManyFiles':
    'يُرجى ألا ترسل أكثر من {max, plural, zero {{max} ملف} one {ملف واحد} two {ملفين} few {{max} ملفات} many {{max} ملفًا} other {{max} ملف}}.',
  'answer.fileTooLarge': 'الملف «{name}» كبير جدًا: الحد الأقصى {maxMb} ميغابايت. يُرجى اختيار ملف أصغر.',
  'answer.fileType': 'الملف «{name}» ليس من نوع يقبله هذا السؤال ({types}). يُرجى اختيار ملف آخر.',
  'answer.hiddenFile': 'أُرسل الملف «{name}» للسؤال «{question}» الذي تخفيه إجاباتك الأخرى. أزِل الملف أو غيّر إجاباتك.',
  'answer.correctThese': 'يُرجى تصحيح الأسئلة المميَّزة.',
  'answer.dropped':
    '{count, plural, one {لن تُحفظ إجابتك عن {labels}: إجاباتك الأخرى تتخطى هذا السؤال.} two {لن تُحفظ إجابتاك عن {labels}: إجاباتك الأخرى تتخطى هذين السؤالين.} other {لن تُحفظ إجاباتك عن {labels}: إجاباتك الأخرى تتخطى هذه الأسئلة.}}',
  'answer.aQuestion': 'سؤال',

  'page.next': 'التالي',
  'page.previous': 'السابق',
  'page.submit': 'إرسال',
  'page.step': 'الخطوة {step} من {count}',
  'page.page': 'الصفحة {page} من {count}',
  'page.submitAnother': 'إرسال إجابة أخرى',
  'page.language': 'اللغة',
  'page.notFoundTitle': 'النموذج غير موجود',
  'page.notFound': 'هذا النموذج غير موجود أو غير متاح.',

  'thanks.title': 'شكرًا لك!',
  'thanks.text': 'تم استلام إجابتك.',

  'closed.title': 'هذا النموذج مغلق',
  'closed.message': 'لم يعد هذا النموذج يقبل إجابات.',
  'closed.refusal': 'هذا النموذج مغلق ولم يعد يقبل إجابات. لم تُحفظ إجاباتك.',
  'answered.title': 'لقد أجبت من قبل',
  'answered.message': 'يقبل هذا النموذج إجابة واحدة لكل شخص، وقد تم استلام إجابتك.',
  'verify.checkTitle': 'أكّد إجابتك',
  'verify.checkInbox': 'تحقّق من بريدك الوارد: أرسلنا رابطًا إلى {address} لتأكيد إجابتك.',
  'verify.checkLater': 'لا تُحفظ إجابتك إلا بعد فتح الرابط خلال 24 ساعة.',
  'verify.mailSubject': 'أكّد إجابتك: {title}',
  'verify.mailText':
    'يُرجى تأكيد إجابتك على «{title}» بفتح هذا الرابط خلال 24 ساعة:\n\n{link}\n\nلا تُحفظ إجابتك إلا بعد فتحه. إذا لم تملأ هذا النموذج، يمكنك تجاهل هذه الرسالة.\n',
  'verify.answeredTitle': 'تمت الإجابة مسبقًا',
  'verify.addressAnswered': 'سبق أن أجاب هذا العنوان على هذا النموذج.',
  'verify.expiredTitle': 'انتهت صلاحية هذا الرابط',
  'verify.expired': 'تعمل روابط التأكيد لمدة 24 ساعة. يُرجى ملء النموذج مرة أخرى للحصول على رابط جديد.',
  'verify.usedTitle': 'تم تأكيد الإجابة مسبقًا',
  'verify.used': 'سبق أن أكّد هذا الرابط إجابتك. شكرًا لك!',
  'verify.invalidTitle': 'هذا الرابط لا يعمل',
  'verify.invalid': 'رابط التأكيد هذا غير صالح. يُرجى فتح الرابط كاملًا من البريد الإلكتروني.',

  'submit.unreachable': 'تعذّر الوصول إلى الخادم. إجاباتك محفوظة؛ يُرجى المحاولة مرة أخرى.',
  'submit.failed': 'لم تُرسل إجاباتك (الخطأ {status}). إجاباتك محفوظة؛ يُرجى المحاولة مرة أخرى.',
  'submit.preview': 'هذه معاينة للقالب: لم تُرسل إجاباتك.',
  'submit.fixErrors': 'يُرجى تصحيح الإجابات المميَّزة أدناه.',
  'submit.notSentTitle': 'لم تُرسل إجاباتك',
  'submit.tooMany': 'وصلت إجابات كثيرة جدًا من شبكتك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  'upload.sending': 'جارٍ إرسال ملفاتك… {percent}٪',
  'upload.sent': 'أُرسلت الملفات، جارٍ حفظ إجاباتك…',
  'upload.progress': 'الملفات المرسلة',

  'file.hint': 'حتى {maxMb} ميغابايت · {types}',

  'name.firstName': 'الاسم الأول',
  'name.lastName': 'اسم العائلة',
  'nps.low': 'غير محتمل',
  'nps.high': 'محتمل جدًا',
  'address.noResult': 'لم يُعثر على أي عنوان',
  'phone.dialCode': 'رمز الاتصال',
  'list.placeholder': 'عنصر واحد في كل سطر',

  'partial.note': 'تُحفظ إجاباتك أولًا بأول.',
  'partial.save': 'الحفظ والمتابعة لاحقًا',
  'partial.saved': 'حُفظت إجاباتك. للمتابعة لاحقًا، على هذا الجهاز أو على جهاز آخر، استخدم هذا الرابط:',
  'partial.linkLabel': 'رابط متابعة إجاباتك',
  'partial.copy': 'نسخ الرابط',
  'partial.copied': 'نُسخ الرابط',
  'partial.emailed': 'أرسلناه أيضًا إلى {address}.',
  'partial.notSaved': 'لم تُحفظ إجاباتك (الخطأ {status}). لا تزال هنا؛ يُرجى المحاولة مرة أخرى.',
  'partial.kept': 'محفوظ: {name} ({size})',
  'partial.remove': 'إزالة',
  'partial.linkUnusable': 'انتهت صلاحية رابط متابعة إجاباتك أو سبق استخدامه. يمكنك البدء من جديد أدناه.',
  'logic.undecided': 'لا تُحفظ إجابتك هنا إلا إذا استدعت إجاباتك الأخرى هذا السؤال.',
};
