/**
 * Demo knowledge quizzes for Egyptian farmers and growers, in English and Arabic.
 * Data only. The first three are the quizzes named by the storefront spec (Basic Agriculture, Hydroponics,
 * Egyptian Farming); five more bring the number of distinct topics to the 8 counted by the statistics panel.
 * Every question has four answers with exactly one correct, and an explanation of why it is right.
 */

export type QuizCategory = 'hydroponics' | 'crops' | 'other';
export type QuizDifficulty = 'beginner' | 'intermediate' | 'advanced';

export interface DemoAnswer {
  text: string;
  text_ar: string;
  correct: boolean;
}

export interface DemoQuestion {
  text: string;
  text_ar: string;
  explanation: string;
  explanation_ar: string;
  /** Four answers, exactly one correct. */
  answers: DemoAnswer[];
}

export interface DemoQuiz {
  slug: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  category: QuizCategory;
  topic: string;
  topic_ar: string;
  difficulty: QuizDifficulty;
  questions: DemoQuestion[];
}

const basicAgriculture: DemoQuiz = {
  slug: 'basic-agriculture',
  title: 'Basic Agriculture',
  title_ar: 'أساسيات الزراعة',
  description:
    'Core ideas every grower needs: how plants feed and grow, soil, nutrients, seeds and good field practice.',
  description_ar:
    'المفاهيم الأساسية التي يحتاجها كل مزارع: كيف يتغذى النبات وينمو، والتربة، والعناصر الغذائية، والتقاوي، والممارسات الحقلية الجيدة.',
  category: 'crops',
  topic: 'Agriculture Basics',
  topic_ar: 'أساسيات الزراعة',
  difficulty: 'beginner',
  questions: [
    {
      text: 'What does a plant need to make its own food by photosynthesis?',
      text_ar: 'ما الذي يحتاجه النبات ليصنع غذاءه بعملية البناء الضوئي؟',
      explanation:
        'In the green leaves, chlorophyll uses the energy of sunlight to join water taken up by the roots with carbon dioxide from the air, making sugars and releasing oxygen.',
      explanation_ar:
        'في الأوراق الخضراء يستخدم الكلوروفيل طاقة ضوء الشمس ليجمع بين الماء الذي تمتصه الجذور وثاني أكسيد الكربون من الهواء، فيصنع السكريات ويطلق الأكسجين.',
      answers: [
        { text: 'Darkness, oxygen and nitrogen gas', text_ar: 'الظلام والأكسجين وغاز النيتروجين', correct: false },
        { text: 'Sunlight, water and carbon dioxide', text_ar: 'ضوء الشمس والماء وثاني أكسيد الكربون', correct: true },
        { text: 'Soil, sugar and oxygen', text_ar: 'التربة والسكر والأكسجين', correct: false },
        { text: 'Only fertilizer and water', text_ar: 'السماد والماء فقط', correct: false },
      ],
    },
    {
      text: 'On a fertilizer bag, what do the letters N-P-K stand for?',
      text_ar: 'على عبوة السماد، إلامَ تشير الحروف N-P-K؟',
      explanation:
        'N, P and K are the chemical symbols of nitrogen, phosphorus and potassium, the three major nutrients plants need in the largest amounts. The numbers on the bag give their percentages (phosphorus as P₂O₅, potassium as K₂O).',
      explanation_ar:
        'الحروف N وP وK هي الرموز الكيميائية للنيتروجين والفوسفور والبوتاسيوم، وهي العناصر الكبرى الثلاثة التي يحتاجها النبات بأكبر كمية. والأرقام المكتوبة على العبوة تبين نسبها المئوية (الفوسفور محسوباً في صورة P₂O₅ والبوتاسيوم في صورة K₂O).',
      answers: [
        { text: 'Sodium, lead and calcium', text_ar: 'الصوديوم والرصاص والكالسيوم', correct: false },
        { text: 'Nickel, sulphur and copper', text_ar: 'النيكل والكبريت والنحاس', correct: false },
        { text: 'Nitrogen, protein and carbon', text_ar: 'النيتروجين والبروتين والكربون', correct: false },
        { text: 'Nitrogen, phosphorus and potassium', text_ar: 'النيتروجين والفوسفور والبوتاسيوم', correct: true },
      ],
    },
    {
      text: 'Which group of crops can take nitrogen from the air with the help of bacteria in their root nodules?',
      text_ar: 'أي مجموعة من المحاصيل تستطيع الاستفادة من نيتروجين الهواء بمساعدة بكتيريا تعيش في العقد الجذرية؟',
      explanation:
        'Rhizobium bacteria living in the root nodules of legumes fix nitrogen from the air. That is why a crop of berseem or faba bean leaves the soil richer in nitrogen for the following crop.',
      explanation_ar:
        'تقوم بكتيريا الريزوبيوم التي تعيش في العقد الجذرية للبقوليات بتثبيت نيتروجين الهواء، ولهذا يترك البرسيم أو الفول البلدي التربة أغنى بالنيتروجين للمحصول التالي.',
      answers: [
        {
          text: 'Legumes such as faba bean, berseem and peas',
          text_ar: 'البقوليات مثل الفول البلدي والبرسيم والبسلة',
          correct: true,
        },
        { text: 'Cereals such as wheat and maize', text_ar: 'الحبوب مثل القمح والذرة الشامية', correct: false },
        {
          text: 'Tuber and root crops such as potato and sugar beet',
          text_ar: 'المحاصيل الدرنية والجذرية مثل البطاطس وبنجر السكر',
          correct: false,
        },
        {
          text: 'Leafy vegetables such as lettuce and cabbage',
          text_ar: 'الخضر الورقية مثل الخس والكرنب',
          correct: false,
        },
      ],
    },
    {
      text: 'What is the main benefit of crop rotation (not growing the same crop in the same field year after year)?',
      text_ar: 'ما الفائدة الرئيسية للدورة الزراعية (أي عدم زراعة المحصول نفسه في الحقل نفسه عاماً بعد عام)؟',
      explanation:
        'Pests, diseases and weeds that live on one crop build up when it is grown repeatedly. Changing crops, and including a legume, interrupts them and balances the nutrients taken from the soil.',
      explanation_ar:
        'الآفات والأمراض والحشائش المرتبطة بمحصول معين تتكاثر عند تكرار زراعته. وتغيير المحاصيل، مع إدخال محصول بقولي، يقطع دورتها ويوازن العناصر التي يستنزفها المحصول من التربة.',
      answers: [
        { text: 'It makes irrigation unnecessary', text_ar: 'تغني عن الري', correct: false },
        {
          text: 'It lets the farmer skip all fertilizer',
          text_ar: 'تسمح للمزارع بالاستغناء عن التسميد تماماً',
          correct: false,
        },
        {
          text: 'It breaks pest and disease cycles and keeps the soil fertile',
          text_ar: 'تقطع دورة حياة الآفات والأمراض وتحافظ على خصوبة التربة',
          correct: true,
        },
        {
          text: 'It makes every crop ripen at the same time',
          text_ar: 'تجعل كل المحاصيل تنضج في وقت واحد',
          correct: false,
        },
      ],
    },
    {
      text: 'Most soils of the Nile Valley and Delta have a pH around 8. What does that mean?',
      text_ar: 'معظم أراضي وادي النيل والدلتا درجة حموضتها (pH) حوالي 8. ماذا يعني ذلك؟',
      explanation:
        'On the pH scale 7 is neutral, below 7 is acidic and above 7 is alkaline. Egyptian soils are mostly alkaline and often rich in lime, which can make iron, zinc and phosphorus less available to plants.',
      explanation_ar:
        'في مقياس pH تعد القيمة 7 متعادلة، وما دونها حامضي وما فوقها قلوي. وأغلب الأراضي المصرية قلوية وكثيراً ما تكون غنية بالجير، مما قد يقلل من تيسر الحديد والزنك والفوسفور للنبات.',
      answers: [
        { text: 'The soil is strongly acidic', text_ar: 'التربة شديدة الحموضة', correct: false },
        { text: 'The soil is slightly alkaline', text_ar: 'التربة قلوية قليلاً', correct: true },
        { text: 'The soil is exactly neutral', text_ar: 'التربة متعادلة تماماً', correct: false },
        { text: 'The soil contains no minerals', text_ar: 'التربة خالية من المعادن', correct: false },
      ],
    },
    {
      text: 'What does almost every seed need in order to germinate?',
      text_ar: 'ما الذي تحتاجه جميع البذور تقريباً لكي تنبت؟',
      explanation:
        'The seed takes up water, then uses oxygen to burn its stored food while the embryo grows, and each crop has a temperature range for germination. Most seeds need neither light nor fertilizer to sprout, and waterlogged soil stops germination because it lacks air.',
      explanation_ar:
        'تمتص البذرة الماء ثم تستخدم الأكسجين لتحرق غذاءها المخزن بينما ينمو الجنين، ولكل محصول مدى حراري مناسب للإنبات. ولا تحتاج معظم البذور إلى ضوء أو سماد لكي تنبت، أما التربة المغمورة بالماء فتمنع الإنبات لنقص الهواء فيها.',
      answers: [
        { text: 'Strong light and chemical fertilizer', text_ar: 'ضوء قوي وسماد كيماوي', correct: false },
        { text: 'Dry soil and full sun', text_ar: 'تربة جافة وشمس كاملة', correct: false },
        { text: 'Flooded soil with no air', text_ar: 'تربة مغمورة بالماء بلا هواء', correct: false },
        {
          text: 'Moisture, air and a suitable temperature',
          text_ar: 'الرطوبة والهواء ودرجة حرارة مناسبة',
          correct: true,
        },
      ],
    },
    {
      text: 'Why are nursery seedlings "hardened off" before they are transplanted to the field?',
      text_ar: 'لماذا تُقسّى الشتلات في المشتل قبل نقلها إلى الأرض المستديمة؟',
      explanation:
        'Seedlings raised in a protected nursery are soft. Reducing water and exposing them to outdoor conditions for about a week before transplanting toughens their tissues, so more of them survive and start growing quickly in the field.',
      explanation_ar:
        'الشتلات التي تنمو في مشتل محمي تكون طرية. وتقليل الري وتعريضها لظروف الجو الخارجي نحو أسبوع قبل الشتل يقوي أنسجتها، فتزيد نسبة نجاحها وتبدأ النمو سريعاً في الحقل.',
      answers: [
        {
          text: 'To get them used gradually to sun, wind and less water, so they suffer less transplant shock',
          text_ar: 'لتعويدها تدريجياً على الشمس والرياح وقلة الماء فتتحمل صدمة الشتل بشكل أفضل',
          correct: true,
        },
        { text: 'To make them flower inside the nursery', text_ar: 'لكي تزهر داخل المشتل', correct: false },
        {
          text: 'To kill the roots so that new ones grow',
          text_ar: 'لقتل الجذور حتى تنمو جذور جديدة',
          correct: false,
        },
        { text: 'To make them grow taller and softer', text_ar: 'لكي تصبح أطول وأطرى', correct: false },
      ],
    },
    {
      text: 'What does a mulch layer (straw or plastic) on the soil surface do?',
      text_ar: 'ما فائدة تغطية سطح التربة (الملش) بالقش أو البلاستيك؟',
      explanation:
        'Covering the soil keeps it moist longer, shades out weed seedlings and moderates soil temperature, which saves irrigation water, especially in the hot, sunny Egyptian summer.',
      explanation_ar:
        'تغطية التربة تحفظ رطوبتها مدة أطول، وتحجب الضوء عن بادرات الحشائش، وتلطف درجة حرارة التربة، مما يوفر مياه الري خاصة في صيف مصر الحار المشمس.',
      answers: [
        { text: 'It replaces the need for seeds', text_ar: 'تغني عن البذور', correct: false },
        { text: 'It raises the soil pH to 10', text_ar: 'ترفع pH التربة إلى 10', correct: false },
        {
          text: 'It reduces evaporation and suppresses weeds',
          text_ar: 'تقلل تبخر الماء من التربة وتحد من نمو الحشائش',
          correct: true,
        },
        { text: 'It makes the soil completely sterile', text_ar: 'تجعل التربة معقمة تماماً', correct: false },
      ],
    },
    {
      text: 'The older, lower leaves of a maize plant turn yellow first while the young leaves stay green. Which nutrient is most likely lacking?',
      text_ar: 'اصفرت الأوراق السفلية المسنة في نبات الذرة أولاً بينما بقيت الأوراق الحديثة خضراء. أي عنصر يُرجَّح نقصه؟',
      explanation:
        'Nitrogen is mobile inside the plant: when it runs short, the plant moves it from old leaves to new growth, so the lower leaves yellow first. Iron, calcium and boron deficiencies show first on the young leaves.',
      explanation_ar:
        'النيتروجين عنصر متحرك داخل النبات، فعند نقصه ينقله النبات من الأوراق المسنة إلى النموات الحديثة، فتصفر الأوراق السفلية أولاً. أما نقص الحديد والكالسيوم والبورون فيظهر أولاً على الأوراق الحديثة.',
      answers: [
        { text: 'Iron', text_ar: 'الحديد', correct: false },
        { text: 'Nitrogen', text_ar: 'النيتروجين', correct: true },
        { text: 'Calcium', text_ar: 'الكالسيوم', correct: false },
        { text: 'Boron', text_ar: 'البورون', correct: false },
      ],
    },
    {
      text: 'Why should farmers buy certified seed instead of using seed of unknown origin?',
      text_ar: 'لماذا يُنصح المزارع بشراء التقاوي المعتمدة بدلاً من استخدام بذور مجهولة المصدر؟',
      explanation:
        'Certified seed is produced and inspected under official control, so the farmer knows the variety, its germination rate and its purity. Poor seed leads to patchy stands, mixed varieties and diseases carried into the field.',
      explanation_ar:
        'تُنتج التقاوي المعتمدة وتُفحص تحت رقابة رسمية، فيعرف المزارع الصنف ونسبة الإنبات ودرجة النقاوة. أما البذور الرديئة فتؤدي إلى غياب في الجور وخلط الأصناف ونقل الأمراض إلى الحقل.',
      answers: [
        { text: 'Certified seed needs no irrigation', text_ar: 'التقاوي المعتمدة لا تحتاج إلى ري', correct: false },
        { text: 'Certified seed is always cheaper', text_ar: 'التقاوي المعتمدة أرخص دائماً', correct: false },
        {
          text: 'Certified seed can be sown in any season',
          text_ar: 'التقاوي المعتمدة يمكن زراعتها في أي موسم',
          correct: false,
        },
        {
          text: 'Its germination is tested, its variety is true and it is free of seed-borne diseases',
          text_ar: 'لأن نسبة إنباتها مختبرة، وصنفها نقي ومضمون، وهي خالية من الأمراض المنقولة بالبذور',
          correct: true,
        },
      ],
    },
  ],
};

const hydroponics: DemoQuiz = {
  slug: 'hydroponics',
  title: 'Hydroponics',
  title_ar: 'الزراعة المائية',
  description:
    'Growing without soil: NFT and deep water culture, nutrient solutions, pH and EC, and keeping roots healthy in the Egyptian heat.',
  description_ar:
    'الزراعة بدون تربة: نظام الغشاء المغذي والمزارع المائية العميقة، والمحاليل المغذية، وضبط pH وEC، والحفاظ على صحة الجذور في حرارة مصر.',
  category: 'hydroponics',
  topic: 'Hydroponics',
  topic_ar: 'الزراعة المائية',
  difficulty: 'intermediate',
  questions: [
    {
      text: 'What is hydroponics?',
      text_ar: 'ما المقصود بالزراعة المائية (الهيدروبونيك)؟',
      explanation:
        'In hydroponics all the nutrients a plant needs are dissolved in water and delivered to the roots, either directly or through an inert medium such as perlite or rockwool. Soil plays no part.',
      explanation_ar:
        'في الزراعة المائية تُذاب كل العناصر التي يحتاجها النبات في الماء وتصل إلى الجذور مباشرة أو عبر بيئة خاملة مثل البيرلايت أو الصوف الصخري، ولا دور للتربة فيها.',
      answers: [
        { text: 'Growing rice in flooded fields', text_ar: 'زراعة الأرز في حقول مغمورة بالماء', correct: false },
        { text: 'Irrigating field crops with sprinklers', text_ar: 'ري المحاصيل الحقلية بالرش', correct: false },
        {
          text: 'Growing plants without soil, with the roots fed by a nutrient solution',
          text_ar: 'زراعة النباتات بدون تربة، بحيث تتغذى الجذور من محلول مغذٍّ',
          correct: true,
        },
        {
          text: 'Growing water plants such as lotus in ponds',
          text_ar: 'زراعة النباتات المائية مثل اللوتس في البرك',
          correct: false,
        },
      ],
    },
    {
      text: 'In the nutrient film technique (NFT), how do the roots get their nutrients?',
      text_ar: 'في نظام الغشاء المغذي (NFT)، كيف تحصل الجذور على غذائها؟',
      explanation:
        'NFT channels have a gentle slope (about 1–3 %), so a shallow stream of solution runs past the roots while their upper part stays in moist air and gets plenty of oxygen. It suits lettuce and other leafy greens.',
      explanation_ar:
        'قنوات NFT ذات ميل خفيف (حوالي 1–3 %)، فيجري تيار ضحل من المحلول حول الجذور بينما يبقى جزؤها العلوي في هواء رطب فيحصل على أكسجين وفير. ويناسب هذا النظام الخس والخضر الورقية.',
      answers: [
        {
          text: 'A thin film of solution flows continuously along sloped channels and returns to the tank',
          text_ar: 'طبقة رقيقة من المحلول تنساب باستمرار في قنوات مائلة ثم تعود إلى الخزان',
          correct: true,
        },
        {
          text: 'The roots sit in a deep tank of still, unaerated solution',
          text_ar: 'تُغمر الجذور في خزان عميق من محلول راكد غير مهوّى',
          correct: false,
        },
        {
          text: 'The solution is sprayed only once a week',
          text_ar: 'يُرش المحلول مرة واحدة أسبوعياً فقط',
          correct: false,
        },
        { text: 'The channels are filled with garden soil', text_ar: 'تُملأ القنوات بتربة زراعية', correct: false },
      ],
    },
    {
      text: 'Why does a deep water culture (DWC) system need an air pump with air stones?',
      text_ar: 'لماذا يحتاج نظام المزرعة المائية العميقة (DWC) إلى مضخة هواء وأحجار تهوية؟',
      explanation:
        'In DWC the roots hang permanently in the solution. Roots need oxygen to respire and take up nutrients; without aeration the oxygen is used up, the roots turn brown and rot, and the plants wilt.',
      explanation_ar:
        'في نظام DWC تتدلى الجذور في المحلول بشكل دائم، والجذور تحتاج إلى الأكسجين للتنفس وامتصاص العناصر. وبدون تهوية ينفد الأكسجين فتصبح الجذور بنية وتتعفن وتذبل النباتات.',
      answers: [
        { text: 'To cool the leaves', text_ar: 'لتبريد الأوراق', correct: false },
        {
          text: 'To add nitrogen fertilizer to the water',
          text_ar: 'لإضافة سماد نيتروجيني إلى الماء',
          correct: false,
        },
        { text: 'To keep insects away from the plants', text_ar: 'لإبعاد الحشرات عن النباتات', correct: false },
        {
          text: 'To keep the solution rich in dissolved oxygen so the roots can breathe',
          text_ar: 'للحفاظ على المحلول غنياً بالأكسجين الذائب حتى تتنفس الجذور',
          correct: true,
        },
      ],
    },
    {
      text: 'In which pH range should the nutrient solution be kept for lettuce grown in NFT?',
      text_ar: 'ما مدى pH المناسب للمحلول المغذي عند زراعة الخس بنظام NFT؟',
      explanation:
        'Between pH 5.5 and 6.5 all the nutrients stay dissolved and available. Above about 7, iron, manganese and phosphorus start to become unavailable; below about 5, the roots can be damaged.',
      explanation_ar:
        'بين pH 5.5 و6.5 تبقى جميع العناصر ذائبة ومتاحة للنبات. أما فوق 7 تقريباً فيبدأ الحديد والمنجنيز والفوسفور في عدم التيسر، وتحت 5 تقريباً قد تتضرر الجذور.',
      answers: [
        { text: '3.5–4.5', text_ar: '3.5–4.5', correct: false },
        { text: '5.5–6.5', text_ar: '5.5–6.5', correct: true },
        { text: '7.5–8.5', text_ar: '7.5–8.5', correct: false },
        { text: '9.0–10.0', text_ar: '9.0–10.0', correct: false },
      ],
    },
    {
      text: 'What is a suitable EC for a lettuce nutrient solution?',
      text_ar: 'ما قيمة التوصيل الكهربائي (EC) المناسبة لمحلول تغذية الخس؟',
      explanation:
        'Lettuce is a light feeder: an EC of about 1.2–1.8 mS/cm gives good growth. Much higher values cause salt stress and leaf tip burn, while very low values leave the plants underfed. Fruiting crops such as tomato need more, about 2–3.5 mS/cm.',
      explanation_ar:
        'الخس من المحاصيل قليلة الاحتياج، ويعطي نمواً جيداً عند EC حوالي 1.2–1.8 مللي سيمنز/سم. والقيم الأعلى كثيراً تسبب إجهاداً ملحياً واحتراق أطراف الأوراق، والقيم المنخفضة جداً تعني نقص التغذية. أما محاصيل الثمار كالطماطم فتحتاج إلى قيم أعلى، حوالي 2–3.5 مللي سيمنز/سم.',
      answers: [
        { text: 'About 0.1 mS/cm', text_ar: 'حوالي 0.1 مللي سيمنز/سم', correct: false },
        { text: 'About 5–6 mS/cm', text_ar: 'حوالي 5–6 مللي سيمنز/سم', correct: false },
        { text: 'About 1.2–1.8 mS/cm', text_ar: 'حوالي 1.2–1.8 مللي سيمنز/سم', correct: true },
        { text: 'About 10 mS/cm', text_ar: 'حوالي 10 مللي سيمنز/سم', correct: false },
      ],
    },
    {
      text: 'What does an EC meter tell you about a nutrient solution?',
      text_ar: 'ماذا يخبرك جهاز قياس التوصيل الكهربائي (EC) عن المحلول المغذي؟',
      explanation:
        'Dissolved fertilizer salts conduct electricity, so EC rises as the solution gets stronger. It cannot say which nutrient is high or low; that needs a laboratory analysis. Acidity is measured separately with a pH meter.',
      explanation_ar:
        'أملاح السماد الذائبة توصل الكهرباء، فترتفع قيمة EC كلما زاد تركيز المحلول. لكنه لا يبين أي العناصر مرتفع أو منخفض، فذلك يحتاج إلى تحليل معملي. أما الحموضة فتقاس منفصلة بجهاز pH.',
      answers: [
        {
          text: 'The total amount of dissolved salts (the strength of the fertilizer)',
          text_ar: 'إجمالي كمية الأملاح الذائبة (تركيز السماد)',
          correct: true,
        },
        {
          text: 'The exact amount of each nutrient',
          text_ar: 'الكمية الدقيقة لكل عنصر غذائي على حدة',
          correct: false,
        },
        { text: 'How acidic the solution is', text_ar: 'درجة حموضة المحلول', correct: false },
        { text: 'The oxygen content of the water', text_ar: 'محتوى الماء من الأكسجين', correct: false },
      ],
    },
    {
      text: 'The youngest lettuce leaves turn pale yellow with green veins, and the solution pH reads 7.6. What is the most likely cause?',
      text_ar: 'أصبحت أحدث أوراق الخس صفراء باهتة مع بقاء العروق خضراء، وقراءة pH المحلول 7.6. ما السبب الأرجح؟',
      explanation:
        'Yellowing between green veins on new leaves is the classic sign of iron deficiency. At high pH iron precipitates out of the solution; bringing the pH back to 5.5–6.5 with acid (for example nitric or phosphoric acid) and using chelated iron fixes it.',
      explanation_ar:
        'اصفرار ما بين العروق مع بقائها خضراء في الأوراق الحديثة هو العرض المميز لنقص الحديد، فعند ارتفاع pH يترسب الحديد ويخرج من المحلول. ويُعالج ذلك بخفض pH إلى 5.5–6.5 بحمض (مثل حمض النيتريك أو الفوسفوريك) واستخدام حديد مخلبي.',
      answers: [
        { text: 'Too much light', text_ar: 'زيادة الإضاءة', correct: false },
        { text: 'Too much nitrogen', text_ar: 'زيادة النيتروجين', correct: false },
        { text: 'The water is too cold', text_ar: 'برودة الماء الزائدة', correct: false },
        {
          text: 'Iron has become unavailable because the pH is too high',
          text_ar: 'عدم تيسر الحديد بسبب ارتفاع pH',
          correct: true,
        },
      ],
    },
    {
      text: 'In an Egyptian summer the nutrient tank warms to above 28 °C. Why is that a problem?',
      text_ar: 'في صيف مصر ترتفع حرارة خزان المحلول المغذي فوق 28 °م. لماذا يمثل ذلك مشكلة؟',
      explanation:
        'Warm water holds less oxygen, while root respiration rises with temperature. The best solution temperature is about 18–24 °C: shade, insulate or bury the tank and keep the pipes out of direct sun.',
      explanation_ar:
        'تقل كمية الأكسجين التي يستطيع الماء حملها كلما ارتفعت حرارته، في حين يزداد تنفس الجذور. وأفضل حرارة للمحلول حوالي 18–24 °م، لذا يُظلَّل الخزان أو يُعزل أو يُدفن في الأرض وتُبعد المواسير عن أشعة الشمس المباشرة.',
      answers: [
        {
          text: 'Warm water dissolves fertilizer too slowly',
          text_ar: 'الماء الدافئ يذيب السماد ببطء شديد',
          correct: false,
        },
        {
          text: 'Warm water holds less oxygen and favours root rots such as Pythium',
          text_ar: 'الماء الدافئ يحمل أكسجيناً أقل ويشجع أعفان الجذور مثل البيثيوم',
          correct: true,
        },
        { text: 'The pH meter stops working', text_ar: 'يتوقف جهاز pH عن العمل', correct: false },
        { text: 'The EC drops to zero', text_ar: 'تنخفض قيمة EC إلى الصفر', correct: false },
      ],
    },
    {
      text: 'Which of these is an inert growing medium commonly used in hydroponics?',
      text_ar: 'أي مما يلي بيئة زراعة خاملة شائعة الاستخدام في الزراعة المائية؟',
      explanation:
        'Media such as expanded clay pebbles, perlite, rockwool and coco peat only hold the plant and keep moisture and air around the roots. They add almost no nutrients, so the grower controls feeding fully through the solution.',
      explanation_ar:
        'بيئات مثل حبيبات الطين المتمدد والبيرلايت والصوف الصخري وألياف جوز الهند تقتصر وظيفتها على تثبيت النبات وحفظ الرطوبة والهواء حول الجذور، ولا تضيف عناصر غذائية تقريباً، فيتحكم المزارع في التغذية كلياً من خلال المحلول.',
      answers: [
        { text: 'Heavy Nile clay', text_ar: 'الطين النيلي الثقيل', correct: false },
        { text: 'Fresh farmyard manure', text_ar: 'السماد البلدي الطازج', correct: false },
        {
          text: 'Expanded clay pebbles or perlite',
          text_ar: 'حبيبات الطين المتمدد (LECA) أو البيرلايت',
          correct: true,
        },
        { text: 'Compost-rich garden soil', text_ar: 'تربة حدائق غنية بالكمبوست', correct: false },
      ],
    },
    {
      text: 'Why are hydroponic fertilizers usually made up as two separate concentrates, A and B?',
      text_ar: 'لماذا تُحضَّر أسمدة الزراعة المائية عادة في محلولين مركزين منفصلين (A وB)؟',
      explanation:
        'Calcium nitrate goes in tank A, and the sulphates and phosphates in tank B. Mixed at high concentration they would form insoluble calcium sulphate and calcium phosphate, so each concentrate is diluted into the water separately and they never meet in concentrated form.',
      explanation_ar:
        'توضع نترات الكالسيوم في الخزان A، والكبريتات والفوسفات في الخزان B. ولو خُلطت معاً بتركيز عالٍ لتكونت كبريتات وفوسفات كالسيوم غير ذائبة، لذلك يُخفَّف كل منهما في الماء على حدة فلا يلتقيان أبداً في صورة مركزة.',
      answers: [
        {
          text: 'Because calcium would react with sulphates and phosphates in concentrated form and settle out',
          text_ar: 'لأن الكالسيوم يتفاعل مع الكبريتات والفوسفات في الصورة المركزة ويترسب',
          correct: true,
        },
        {
          text: 'Because tank A is for the day and tank B for the night',
          text_ar: 'لأن الخزان A للنهار والخزان B لليل',
          correct: false,
        },
        {
          text: 'Because tank B is only for flowering plants',
          text_ar: 'لأن الخزان B مخصص للنباتات المزهرة فقط',
          correct: false,
        },
        {
          text: 'So that each can be used alone on different crops',
          text_ar: 'لكي يُستخدم كل منهما وحده لمحاصيل مختلفة',
          correct: false,
        },
      ],
    },
    {
      text: 'Compared with growing lettuce in open soil with flood irrigation, roughly how much water can a recirculating hydroponic system save?',
      text_ar: 'مقارنة بزراعة الخس في التربة المكشوفة بالري بالغمر، ما مقدار الماء الذي يمكن أن يوفره نظام مائي مغلق يعيد تدوير المحلول تقريباً؟',
      explanation:
        'In a closed system the solution is reused and water is lost only through the plants and a little evaporation; nothing drains away or soaks into the ground. That makes hydroponics attractive where water is scarce, as in much of Egypt.',
      explanation_ar:
        'في النظام المغلق يُعاد استخدام المحلول، ولا يُفقد الماء إلا عن طريق النبات وقليل من التبخر، فلا يتسرب شيء إلى الصرف أو باطن الأرض. ولهذا تعد الزراعة المائية خياراً جذاباً في المناطق شحيحة المياه مثل معظم أراضي مصر.',
      answers: [
        { text: 'Nothing; it uses more water', text_ar: 'لا يوفر شيئاً بل يستهلك ماءً أكثر', correct: false },
        { text: 'About 5 %', text_ar: 'حوالي 5 %', correct: false },
        { text: 'About 25 %', text_ar: 'حوالي 25 %', correct: false },
        { text: 'Up to about 80–90 %', text_ar: 'ما يصل إلى 80–90 % تقريباً', correct: true },
      ],
    },
    {
      text: 'On a hot day the water level in the tank drops and the EC rises from 1.5 to 2.1 mS/cm. What should you do?',
      text_ar: 'في يوم حار انخفض مستوى الماء في الخزان وارتفعت قيمة EC من 1.5 إلى 2.1 مللي سيمنز/سم. ماذا تفعل؟',
      explanation:
        'In hot weather plants take up water faster than nutrients, so the solution becomes more concentrated. Topping up with water brings the EC back to the target, and a full solution change every 2–3 weeks stops nutrient imbalances building up.',
      explanation_ar:
        'في الجو الحار يمتص النبات الماء أسرع من العناصر فيزداد تركيز المحلول. وتعويض النقص بالماء يعيد EC إلى القيمة المطلوبة، كما أن تغيير المحلول بالكامل كل 2–3 أسابيع يمنع تراكم الخلل في نسب العناصر.',
      answers: [
        { text: 'Add more fertilizer concentrate', text_ar: 'تضيف مزيداً من السماد المركز', correct: false },
        {
          text: 'Top the tank up with plain water, then check the EC and pH again',
          text_ar: 'تعوض النقص بماء عادي ثم تعيد قياس EC وpH',
          correct: true,
        },
        { text: 'Add table salt', text_ar: 'تضيف ملح الطعام', correct: false },
        { text: 'Turn the pump off for a few days', text_ar: 'تطفئ المضخة عدة أيام', correct: false },
      ],
    },
  ],
};

const egyptianFarming: DemoQuiz = {
  slug: 'egyptian-farming',
  title: 'Egyptian Farming',
  title_ar: 'الزراعة المصرية',
  description:
    'How farming works in Egypt: the feddan, the three seasons, the Nile and the High Dam, the main crops and where they grow.',
  description_ar:
    'كيف تسير الزراعة في مصر: الفدان، والمواسم الزراعية الثلاثة، والنيل والسد العالي، وأهم المحاصيل وأماكن زراعتها.',
  category: 'crops',
  topic: 'Egyptian Farming',
  topic_ar: 'الزراعة المصرية',
  difficulty: 'beginner',
  questions: [
    {
      text: 'How large is one feddan?',
      text_ar: 'ما مساحة الفدان الواحد؟',
      explanation:
        'A feddan is about 4,200 m² (1.04 acres, or 0.42 hectare). It is divided into 24 qirats of about 175 m² each.',
      explanation_ar:
        'الفدان يساوي حوالي 4200 م² (1.04 إيكر أو 0.42 هكتار)، وينقسم إلى 24 قيراطاً مساحة كل منها حوالي 175 م².',
      answers: [
        { text: 'About 1,000 m²', text_ar: 'حوالي 1000 م²', correct: false },
        { text: 'About 4,200 m²', text_ar: 'حوالي 4200 م²', correct: true },
        { text: 'About 10,000 m² (one hectare)', text_ar: 'حوالي 10000 م² (هكتار واحد)', correct: false },
        { text: 'About 2,500 m²', text_ar: 'حوالي 2500 م²', correct: false },
      ],
    },
    {
      text: 'What are the three traditional cropping seasons in Egypt?',
      text_ar: 'ما المواسم الزراعية التقليدية الثلاثة في مصر؟',
      explanation:
        'Winter crops (wheat, berseem, faba bean, sugar beet) are sown in October–December; summer crops (maize, rice, cotton) in spring and early summer; and the short Nili season starts in July–August, the time of the old Nile flood, mainly for maize and vegetables.',
      explanation_ar:
        'تُزرع المحاصيل الشتوية (القمح والبرسيم والفول البلدي وبنجر السكر) من أكتوبر إلى ديسمبر، والمحاصيل الصيفية (الذرة الشامية والأرز والقطن) في الربيع وأوائل الصيف، أما الموسم النيلي القصير فيبدأ في يوليو وأغسطس، وهو موعد فيضان النيل قديماً، ويُزرع فيه أساساً الذرة والخضر.',
      answers: [
        {
          text: 'Spring, autumn and monsoon',
          text_ar: 'الربيعي والخريفي وموسم الأمطار الموسمية',
          correct: false,
        },
        { text: 'Rainy, dry and windy', text_ar: 'الممطر والجاف والعاصف', correct: false },
        { text: 'Sowing, weeding and harvest', text_ar: 'الزراعة والعزيق والحصاد', correct: false },
        { text: 'Winter, summer and Nili', text_ar: 'الشتوي والصيفي والنيلي', correct: true },
      ],
    },
    {
      text: 'When is the recommended time to sow wheat in the Nile Delta?',
      text_ar: 'ما الموعد الموصى به لزراعة القمح في دلتا النيل؟',
      explanation:
        'Wheat is a winter crop. Sowing in the second half of November in the Delta gives the highest yields; sowing late, in December or after, shortens the season and exposes the grain to heat in April–May, when the crop is harvested.',
      explanation_ar:
        'القمح محصول شتوي، وزراعته في النصف الثاني من نوفمبر في الدلتا تعطي أعلى إنتاجية. أما التأخير إلى ديسمبر أو بعده فيقصر موسم النمو ويعرض الحبوب للحرارة في أبريل ومايو وقت الحصاد.',
      answers: [
        { text: 'November', text_ar: 'شهر نوفمبر', correct: true },
        { text: 'June', text_ar: 'شهر يونيو', correct: false },
        { text: 'August', text_ar: 'شهر أغسطس', correct: false },
        { text: 'February', text_ar: 'شهر فبراير', correct: false },
      ],
    },
    {
      text: 'What is the main winter fodder crop fed to livestock across the Egyptian countryside?',
      text_ar: 'ما محصول العلف الشتوي الرئيسي الذي تتغذى عليه الماشية في الريف المصري؟',
      explanation:
        'Berseem (Trifolium alexandrinum) is sown in autumn and cut several times over winter and spring. As a legume it also adds nitrogen to the soil, which benefits the summer crop that follows, such as maize or cotton.',
      explanation_ar:
        'يُزرع البرسيم المصري في الخريف ويُحش عدة حشات خلال الشتاء والربيع. ولأنه من البقوليات فهو يضيف النيتروجين إلى التربة، فيستفيد منه المحصول الصيفي التالي مثل الذرة أو القطن.',
      answers: [
        { text: 'Sugar cane', text_ar: 'قصب السكر', correct: false },
        { text: 'Rice straw only', text_ar: 'قش الأرز فقط', correct: false },
        { text: 'Berseem (Egyptian clover)', text_ar: 'البرسيم المصري', correct: true },
        { text: 'Sunflower', text_ar: 'عباد الشمس', correct: false },
      ],
    },
    {
      text: 'What did the Aswan High Dam change for Egyptian agriculture?',
      text_ar: 'ما الذي غيّره السد العالي في أسوان في الزراعة المصرية؟',
      explanation:
        'Completed in 1970, the High Dam protects the country from floods and droughts and allows two or three crops a year on the same land. In return, the fertile silt is now trapped in the lake, so farmers rely more on fertilizers and good drainage.',
      explanation_ar:
        'اكتمل السد العالي عام 1970، فحمى البلاد من الفيضانات والجفاف وأتاح زراعة محصولين أو ثلاثة في العام على الأرض نفسها. وفي المقابل أصبح الطمي الخصب يُحتجز في البحيرة، فزاد اعتماد المزارعين على الأسمدة والصرف الجيد.',
      answers: [
        {
          text: 'It brought more silt to the Delta every year',
          text_ar: 'زاد كمية الطمي التي تصل إلى الدلتا كل عام',
          correct: false,
        },
        {
          text: 'It ended the yearly flood and stores water in Lake Nasser for irrigation all year round',
          text_ar: 'أنهى الفيضان السنوي وخزّن المياه في بحيرة ناصر لتوفير الري طوال العام',
          correct: true,
        },
        { text: 'It made Egypt depend on rainfall', text_ar: 'جعل مصر تعتمد على الأمطار', correct: false },
        {
          text: 'It moved the Nile into the Western Desert',
          text_ar: 'نقل مجرى النيل إلى الصحراء الغربية',
          correct: false,
        },
      ],
    },
    {
      text: "What is Egypt's yearly share of Nile water under the 1959 agreement with Sudan?",
      text_ar: 'ما حصة مصر السنوية من مياه النيل وفق اتفاقية 1959 مع السودان؟',
      explanation:
        "Egypt's share is 55.5 billion cubic metres a year (Sudan's is 18.5 billion). Agriculture uses most of it, which is why saving irrigation water and reusing drainage water matter so much.",
      explanation_ar:
        'حصة مصر 55.5 مليار متر مكعب سنوياً (وحصة السودان 18.5 مليار)، وتستهلك الزراعة الجزء الأكبر منها، ولهذا يكتسب ترشيد مياه الري وإعادة استخدام مياه الصرف أهمية كبيرة.',
      answers: [
        { text: '5.5 billion m³', text_ar: '5.5 مليار م³', correct: false },
        { text: '18.5 billion m³', text_ar: '18.5 مليار م³', correct: false },
        { text: '150 billion m³', text_ar: '150 مليار م³', correct: false },
        { text: '55.5 billion m³', text_ar: '55.5 مليار م³', correct: true },
      ],
    },
    {
      text: 'What is the Obour market?',
      text_ar: 'ما هو سوق العبور؟',
      explanation:
        'The Obour wholesale market, in Obour City north-east of Cairo, receives produce from all over the country. Its daily prices are a reference that farmers and traders follow when deciding when and where to sell.',
      explanation_ar:
        'يقع سوق العبور للجملة في مدينة العبور شمال شرق القاهرة، وتصل إليه المحاصيل من كل أنحاء الجمهورية. وتعد أسعاره اليومية مرجعاً يتابعه المزارعون والتجار لتحديد وقت البيع ومكانه.',
      answers: [
        {
          text: "Greater Cairo's main wholesale market for fruit and vegetables",
          text_ar: 'سوق الجملة الرئيسي للخضر والفاكهة في القاهرة الكبرى',
          correct: true,
        },
        { text: 'A cotton export port in Alexandria', text_ar: 'ميناء لتصدير القطن في الإسكندرية', correct: false },
        { text: 'A livestock market in Upper Egypt', text_ar: 'سوق للماشية في صعيد مصر', correct: false },
        { text: 'An online fertilizer shop', text_ar: 'متجر إلكتروني للأسمدة', correct: false },
      ],
    },
    {
      text: "Where is most of Egypt's rice grown?",
      text_ar: 'أين يُزرع معظم الأرز في مصر؟',
      explanation:
        'Rice needs a lot of water, so the state limits its area to specific districts, mainly in the northern Delta. There, flooded rice fields also help wash salts down and hold back seawater intrusion in the low-lying land near the coast.',
      explanation_ar:
        'يحتاج الأرز إلى كميات كبيرة من المياه، لذا تحدد الدولة مساحاته في مناطق معينة معظمها في شمال الدلتا. وهناك تساعد حقول الأرز المغمورة أيضاً على غسل الأملاح والحد من تداخل مياه البحر في الأراضي المنخفضة القريبة من الساحل.',
      answers: [
        { text: 'In the oases of the Western Desert', text_ar: 'في واحات الصحراء الغربية', correct: false },
        { text: 'In Aswan and Luxor', text_ar: 'في أسوان والأقصر', correct: false },
        {
          text: 'In the northern Delta governorates such as Kafr El Sheikh, Dakahlia and Beheira',
          text_ar: 'في محافظات شمال الدلتا مثل كفر الشيخ والدقهلية والبحيرة',
          correct: true,
        },
        { text: 'On the Red Sea coast', text_ar: 'على ساحل البحر الأحمر', correct: false },
      ],
    },
    {
      text: 'In which part of Egypt is sugar cane mainly grown?',
      text_ar: 'في أي منطقة من مصر يُزرع قصب السكر أساساً؟',
      explanation:
        'Sugar cane needs a long, hot season and stays in the field for several years, so it is concentrated in the warm south, near the sugar factories of Qena and Aswan. Sugar beet, a winter crop, supplies the sugar factories of the northern Delta.',
      explanation_ar:
        'يحتاج قصب السكر إلى موسم طويل حار ويبقى في الأرض عدة سنوات، لذلك تتركز زراعته في الجنوب الدافئ قرب مصانع السكر في قنا وأسوان. أما بنجر السكر، وهو محصول شتوي، فيمد مصانع السكر في شمال الدلتا.',
      answers: [
        {
          text: 'On the northern coast near Alexandria',
          text_ar: 'على الساحل الشمالي قرب الإسكندرية',
          correct: false,
        },
        {
          text: 'In Upper Egypt, especially Qena and Aswan',
          text_ar: 'في صعيد مصر، وخاصة قنا وأسوان',
          correct: true,
        },
        { text: 'In Sinai', text_ar: 'في سيناء', correct: false },
        { text: 'Around the northern Delta lakes', text_ar: 'حول بحيرات شمال الدلتا', correct: false },
      ],
    },
    {
      text: 'Egyptian cotton is famous around the world for which quality?',
      text_ar: 'بماذا يشتهر القطن المصري في أنحاء العالم؟',
      explanation:
        'Egyptian "Giza" varieties produce long and extra-long staple cotton, which spins into fine, strong and soft yarn for high-quality textiles. Cotton is sown in spring and picked in September–October.',
      explanation_ar:
        'تنتج أصناف "جيزة" المصرية قطناً طويل التيلة وفائق طول التيلة، يُغزل منه خيط رفيع قوي وناعم للمنسوجات الفاخرة. ويُزرع القطن في الربيع ويُجنى في سبتمبر وأكتوبر.',
      answers: [
        { text: 'Its short, coarse fibres', text_ar: 'أليافه القصيرة الخشنة', correct: false },
        { text: 'Being grown without water', text_ar: 'زراعته بدون ماء', correct: false },
        { text: 'Its naturally green colour', text_ar: 'لونه الأخضر الطبيعي', correct: false },
        {
          text: 'Its long and extra-long staple fibres',
          text_ar: 'تيلته الطويلة وفائقة الطول',
          correct: true,
        },
      ],
    },
  ],
};

const soilAndFertilizers: DemoQuiz = {
  slug: 'soil-and-fertilizers',
  title: 'Soil & Fertilizers',
  title_ar: 'التربة والأسمدة',
  description:
    'Reading fertilizer labels, working out doses per feddan, and managing the alkaline, saline and sandy soils of Egypt.',
  description_ar:
    'قراءة بيانات الأسمدة، وحساب الجرعات للفدان، وإدارة الأراضي القلوية والملحية والرملية في مصر.',
  category: 'other',
  topic: 'Soil & Fertilizers',
  topic_ar: 'التربة والأسمدة',
  difficulty: 'intermediate',
  questions: [
    {
      text: 'How much nitrogen does urea contain?',
      text_ar: 'ما نسبة النيتروجين في سماد اليوريا؟',
      explanation:
        'Urea contains 46 % nitrogen, the highest of the common solid fertilizers, so a 50 kg bag holds 23 kg of N. Ammonium nitrate has 33.5 % and ammonium sulphate 20.6 %; 15.5 % is calcium nitrate.',
      explanation_ar:
        'تحتوي اليوريا على 46 % نيتروجين، وهي أعلى نسبة بين الأسمدة الصلبة الشائعة، فالكيس زنة 50 كجم به 23 كجم نيتروجين. أما نترات النشادر فبها 33.5 % وسلفات النشادر 20.6 %، ونسبة 15.5 % هي نسبة نترات الكالسيوم.',
      answers: [
        { text: '15.5 %', text_ar: '15.5 %', correct: false },
        { text: '20.6 %', text_ar: '20.6 %', correct: false },
        { text: '46 %', text_ar: '46 %', correct: true },
        { text: '33.5 %', text_ar: '33.5 %', correct: false },
      ],
    },
    {
      text: 'A farmer wants to apply 92 kg of nitrogen per feddan using urea (46 % N). How much urea does he need?',
      text_ar: 'يريد مزارع إضافة 92 كجم نيتروجين للفدان باستخدام اليوريا (46 % نيتروجين). كم يحتاج من اليوريا؟',
      explanation:
        'Fertilizer needed = nutrient needed ÷ nutrient percentage: 92 ÷ 0.46 = 200 kg of urea. It is best split into two or three doses rather than given all at once.',
      explanation_ar:
        'كمية السماد = كمية العنصر المطلوبة ÷ نسبة العنصر في السماد: 92 ÷ 0.46 = 200 كجم يوريا. والأفضل تقسيمها على دفعتين أو ثلاث بدلاً من إضافتها مرة واحدة.',
      answers: [
        { text: '200 kg (four 50 kg bags)', text_ar: '200 كجم (أربعة أكياس زنة 50 كجم)', correct: true },
        { text: '92 kg', text_ar: '92 كجم', correct: false },
        { text: '46 kg', text_ar: '46 كجم', correct: false },
        { text: '420 kg', text_ar: '420 كجم', correct: false },
      ],
    },
    {
      text: 'Why is calcium superphosphate usually worked into the soil during land preparation instead of being spread on the surface later?',
      text_ar: 'لماذا يُضاف سماد السوبر فوسفات عادة أثناء خدمة الأرض قبل الزراعة بدلاً من نثره على السطح لاحقاً؟',
      explanation:
        'Phosphate binds quickly to calcium and clay, especially in the calcareous soils of Egypt, and moves only a few centimetres. Mixing it into the root zone before sowing puts it within reach of the roots.',
      explanation_ar:
        'يرتبط الفوسفات سريعاً بالكالسيوم وحبيبات الطين، خاصة في الأراضي الجيرية في مصر، ولا يتحرك إلا بضعة سنتيمترات. لذا فإن خلطه بمنطقة انتشار الجذور قبل الزراعة يجعله في متناولها.',
      answers: [
        {
          text: 'Because it burns the leaves if it touches them',
          text_ar: 'لأنه يحرق الأوراق إذا لامسها',
          correct: false,
        },
        { text: 'Because it evaporates in the sun', text_ar: 'لأنه يتطاير في الشمس', correct: false },
        {
          text: 'Because it is only useful before the seeds germinate',
          text_ar: 'لأنه لا يفيد إلا قبل إنبات البذور',
          correct: false,
        },
        {
          text: 'Because phosphorus hardly moves in the soil, so it must be placed where the roots will grow',
          text_ar: 'لأن الفوسفور قليل الحركة جداً في التربة، فيجب وضعه حيث ستنمو الجذور',
          correct: true,
        },
      ],
    },
    {
      text: 'Which potassium fertilizer is preferred on saline soils and for chloride-sensitive crops such as potato, strawberry and citrus?',
      text_ar: 'أي الأسمدة البوتاسية يُفضَّل في الأراضي الملحية وللمحاصيل الحساسة للكلوريد مثل البطاطس والفراولة والموالح؟',
      explanation:
        'Potassium sulphate supplies about 48–50 % K₂O plus sulphur, and adds no chloride. Potassium chloride raises the chloride load, which harms sensitive crops and makes salinity problems worse.',
      explanation_ar:
        'تمد سلفات البوتاسيوم النبات بحوالي 48–50 % K₂O إضافة إلى الكبريت، ولا تضيف كلوريد. أما كلوريد البوتاسيوم فيزيد حمل الكلوريد في التربة، مما يضر المحاصيل الحساسة ويفاقم مشكلة الملوحة.',
      answers: [
        {
          text: 'Potassium chloride (muriate of potash)',
          text_ar: 'كلوريد البوتاسيوم (موريات البوتاسيوم)',
          correct: false,
        },
        { text: 'Potassium sulphate', text_ar: 'سلفات البوتاسيوم', correct: true },
        { text: 'Sodium nitrate', text_ar: 'نترات الصوديوم', correct: false },
        { text: 'Ammonium chloride', text_ar: 'كلوريد الأمونيوم', correct: false },
      ],
    },
    {
      text: 'What does agricultural gypsum do when added to a sodic (alkali) soil?',
      text_ar: 'ما دور الجبس الزراعي عند إضافته إلى أرض صودية (قلوية)؟',
      explanation:
        'Too much sodium disperses the clay and seals the soil, so water stands on it. Gypsum (calcium sulphate) supplies calcium that pushes the sodium off the clay; the freed sodium is then washed out by leaching through working drains.',
      explanation_ar:
        'زيادة الصوديوم تفرّق حبيبات الطين فتنسد مسام التربة ويركد الماء على سطحها. والجبس (كبريتات الكالسيوم) يمد التربة بالكالسيوم الذي يحل محل الصوديوم على الطين، ثم يُغسل الصوديوم المنطلق بالري الغزير مع صرف جيد.',
      answers: [
        {
          text: 'Its calcium replaces sodium on the clay, so the soil crumbles and drains again',
          text_ar: 'يحل الكالسيوم الذي يحتويه محل الصوديوم على حبيبات الطين، فتتفكك التربة ويتحسن صرفها',
          correct: true,
        },
        { text: 'It adds nitrogen', text_ar: 'يضيف النيتروجين', correct: false },
        { text: 'It makes the soil more sodic', text_ar: 'يزيد صودية التربة', correct: false },
        { text: 'It kills soil insects', text_ar: 'يقتل حشرات التربة', correct: false },
      ],
    },
    {
      text: 'Fields in the northern Delta near Lake Burullus show white salt crusts and poor, patchy crops. What is the right long-term fix?',
      text_ar: 'تظهر في حقول شمال الدلتا قرب بحيرة البرلس قشور ملحية بيضاء ونمو ضعيف متفاوت للمحصول. ما الحل الصحيح على المدى الطويل؟',
      explanation:
        'In the low northern Delta, a shallow salty water table and seawater intrusion bring salts to the surface as water evaporates. Salts only leave the root zone when excess water carries them down into working drains. Rice, barley and sugar beet tolerate salinity during reclamation.',
      explanation_ar:
        'في شمال الدلتا المنخفض يؤدي الماء الأرضي الضحل المالح وتداخل مياه البحر إلى صعود الأملاح إلى السطح مع تبخر الماء. ولا تخرج الأملاح من منطقة الجذور إلا إذا حملها الماء الزائد إلى مصارف تعمل بكفاءة. ويتحمل الأرز والشعير وبنجر السكر الملوحة خلال فترة الاستصلاح.',
      answers: [
        { text: 'Add more nitrogen fertilizer', text_ar: 'إضافة مزيد من السماد النيتروجيني', correct: false },
        {
          text: 'Irrigate less often so that the salt dries out',
          text_ar: 'تقليل مرات الري حتى يجف الملح',
          correct: false,
        },
        {
          text: 'Repair and maintain the drains, leach the salts with irrigation water and grow salt-tolerant crops at first',
          text_ar: 'إصلاح المصارف وصيانتها، ثم غسل الأملاح بمياه الري، وزراعة محاصيل متحملة للملوحة في البداية',
          correct: true,
        },
        { text: 'Burn crop residues on the field', text_ar: 'حرق مخلفات المحاصيل في الحقل', correct: false },
      ],
    },
    {
      text: 'On the sandy soils of the new lands (for example in Nubaria or along the Cairo–Alexandria desert road), how should nitrogen fertilizer be applied?',
      text_ar: 'في الأراضي الرملية بالأراضي الجديدة (مثل النوبارية أو طريق مصر الإسكندرية الصحراوي)، كيف يُضاف السماد النيتروجيني؟',
      explanation:
        'Sand holds very little water or nutrients, so a large dose is quickly washed below the roots and wasted. Small, frequent doses matched to the crop stage keep the nutrients where the roots are.',
      explanation_ar:
        'الرمل يحتفظ بقليل جداً من الماء والعناصر، فالجرعة الكبيرة تُغسل سريعاً إلى ما تحت الجذور وتضيع. أما الجرعات الصغيرة المتكررة الملائمة لمرحلة نمو المحصول فتبقي العناصر في منطقة الجذور.',
      answers: [
        { text: 'All at once before sowing', text_ar: 'دفعة واحدة قبل الزراعة', correct: false },
        {
          text: 'In small, frequent doses, ideally through the drip system (fertigation)',
          text_ar: 'على دفعات صغيرة متكررة، ويفضل مع مياه الري بالتنقيط (التسميد مع الري)',
          correct: true,
        },
        { text: 'Only after harvest', text_ar: 'بعد الحصاد فقط', correct: false },
        {
          text: 'Never; sandy soil does not need nitrogen',
          text_ar: 'لا يُضاف مطلقاً لأن الأرض الرملية لا تحتاج إلى نيتروجين',
          correct: false,
        },
      ],
    },
    {
      text: 'Urea spread on the surface of a calcareous soil and left there for days can lose much of its nitrogen. How?',
      text_ar: 'اليوريا المنثورة على سطح أرض جيرية والمتروكة أياماً قد تفقد جزءاً كبيراً من نيتروجينها. كيف يحدث ذلك؟',
      explanation:
        'Urea is converted to ammonium in the soil, and at high pH much of that ammonium turns into ammonia gas and escapes. Working urea into the soil or applying it just before irrigation reduces the loss.',
      explanation_ar:
        'تتحول اليوريا في التربة إلى أمونيوم، وعند ارتفاع pH يتحول جزء كبير منه إلى غاز أمونيا يتطاير في الهواء. ويقلل خلط اليوريا بالتربة أو إضافتها قبل الري مباشرة من هذا الفقد.',
      answers: [
        { text: 'It turns into phosphorus', text_ar: 'تتحول إلى فوسفور', correct: false },
        { text: 'Birds eat the granules', text_ar: 'تأكل الطيور الحبيبات', correct: false },
        { text: 'The clay locks it up for ever', text_ar: 'يثبتها الطين بشكل دائم', correct: false },
        {
          text: 'It escapes into the air as ammonia gas',
          text_ar: 'يتطاير نيتروجينها في الهواء على صورة غاز الأمونيا',
          correct: true,
        },
      ],
    },
    {
      text: 'Citrus trees on a calcareous soil (pH 8.3) show iron chlorosis. Which iron fertilizer works best?',
      text_ar: 'تظهر على أشجار الموالح في أرض جيرية (pH 8.3) أعراض نقص الحديد. أي سماد حديد هو الأنسب؟',
      explanation:
        'In alkaline, limy soils ordinary iron salts quickly turn into insoluble forms. The EDDHA chelate keeps iron soluble up to about pH 9, so it reaches the roots; foliar sprays help in the short term.',
      explanation_ar:
        'في الأراضي القلوية الجيرية تتحول أملاح الحديد العادية سريعاً إلى صور غير ذائبة. أما مخلب EDDHA فيبقي الحديد ذائباً حتى pH 9 تقريباً فيصل إلى الجذور، ويمكن أن يساعد الرش الورقي على المدى القصير.',
      answers: [
        {
          text: 'Iron sulphate spread on the soil surface',
          text_ar: 'كبريتات الحديد تُنثر على سطح التربة',
          correct: false,
        },
        {
          text: 'Rusty iron scrap buried near the trunk',
          text_ar: 'خردة حديد صدئة تُدفن قرب الجذع',
          correct: false,
        },
        { text: 'Chelated iron (Fe-EDDHA)', text_ar: 'حديد مخلبي من نوع Fe-EDDHA', correct: true },
        { text: 'A larger dose of urea', text_ar: 'زيادة جرعة اليوريا', correct: false },
      ],
    },
    {
      text: 'What is the main benefit of adding well-rotted compost to a sandy soil?',
      text_ar: 'ما الفائدة الرئيسية لإضافة الكمبوست الجيد التحلل إلى الأرض الرملية؟',
      explanation:
        'Organic matter acts like a sponge, holding water and nutrients that sand alone would lose, and it feeds soil life. Well-rotted compost is also safer than fresh manure, which can carry weed seeds and pathogens and burn young roots.',
      explanation_ar:
        'تعمل المادة العضوية كالإسفنج فتحتفظ بالماء والعناصر التي كان الرمل سيفقدها، كما تغذي الكائنات الحية في التربة. والكمبوست الجيد التحلل أكثر أماناً من السماد البلدي الطازج الذي قد يحمل بذور الحشائش ومسببات الأمراض ويحرق الجذور الصغيرة.',
      answers: [
        {
          text: 'It increases the water- and nutrient-holding capacity of the soil',
          text_ar: 'يزيد قدرة التربة على الاحتفاظ بالماء والعناصر الغذائية',
          correct: true,
        },
        { text: 'It makes the soil strongly acidic', text_ar: 'يجعل التربة شديدة الحموضة', correct: false },
        {
          text: 'It completely replaces all mineral fertilizers',
          text_ar: 'يغني عن جميع الأسمدة المعدنية تماماً',
          correct: false,
        },
        { text: 'It turns sand into clay in one season', text_ar: 'يحول الرمل إلى طين في موسم واحد', correct: false },
      ],
    },
  ],
};

const irrigationAndWater: DemoQuiz = {
  slug: 'irrigation-and-water',
  title: 'Irrigation & Water',
  title_ar: 'الري والمياه',
  description:
    'Water sets the limits of Egyptian farming: irrigation systems and their efficiency, how much water crops need, filters, drainage water and timing.',
  description_ar:
    'المياه هي العامل المحدد للزراعة في مصر: نظم الري وكفاءتها، واحتياجات المحاصيل المائية، والفلاتر، ومياه الصرف، ومواعيد الري.',
  category: 'other',
  topic: 'Irrigation & Water',
  topic_ar: 'الري والمياه',
  difficulty: 'intermediate',
  questions: [
    {
      text: 'What is the typical water-use efficiency of a well-designed drip irrigation system?',
      text_ar: 'ما الكفاءة المعتادة لاستخدام المياه في نظام ري بالتنقيط جيد التصميم؟',
      explanation:
        'Drip puts water directly at the roots, so little is lost to evaporation, runoff or deep percolation: about 90 % reaches the crop. Sprinklers reach about 75 %, and traditional surface (flood) irrigation often only 50–60 %.',
      explanation_ar:
        'يضع التنقيط الماء مباشرة عند الجذور، فلا يُفقد إلا القليل بالتبخر أو الجريان السطحي أو التسرب العميق، ويصل نحو 90 % منه إلى النبات. أما الري بالرش فكفاءته نحو 75 %، والري السطحي (بالغمر) التقليدي كثيراً ما لا تتجاوز كفاءته 50–60 %.',
      answers: [
        { text: 'About 30 %', text_ar: 'حوالي 30 %', correct: false },
        { text: 'About 50 %', text_ar: 'حوالي 50 %', correct: false },
        { text: 'About 65 %', text_ar: 'حوالي 65 %', correct: false },
        { text: 'About 90 %', text_ar: 'حوالي 90 %', correct: true },
      ],
    },
    {
      text: 'A crop needs 3,500 litres per feddan per day and the irrigation system is 70 % efficient. How much water must be pumped per feddan each day?',
      text_ar: 'يحتاج محصول إلى 3500 لتر للفدان يومياً، وكفاءة نظام الري 70 %. ما كمية المياه التي يجب ضخها للفدان يومياً؟',
      explanation:
        'Water applied = crop need ÷ efficiency = 3,500 ÷ 0.70 = 5,000 litres. The extra 1,500 litres are lost on the way; the higher the efficiency, the less has to be pumped.',
      explanation_ar:
        'المياه المطلوب إضافتها = احتياج المحصول ÷ الكفاءة = 3500 ÷ 0.70 = 5000 لتر. والـ 1500 لتر الزائدة تُفقد في الطريق، وكلما ارتفعت الكفاءة قلّ ما يلزم ضخه.',
      answers: [
        { text: '2,450 litres', text_ar: '2450 لتراً', correct: false },
        { text: '5,000 litres', text_ar: '5000 لتر', correct: true },
        { text: '3,570 litres', text_ar: '3570 لتراً', correct: false },
        { text: '3,500 litres', text_ar: '3500 لتر', correct: false },
      ],
    },
    {
      text: 'A crop uses 5 mm of water a day. How much is that on one feddan?',
      text_ar: 'يستهلك محصول 5 مم من الماء يومياً. كم يساوي ذلك على مساحة فدان؟',
      explanation:
        'One millimetre of water over one square metre is one litre, so 5 mm × 4,200 m² = 21,000 litres, or 21 m³. In midsummer in Upper Egypt crop water use can exceed 7 mm a day.',
      explanation_ar:
        'الملليمتر الواحد من الماء على متر مربع يساوي لتراً واحداً، إذن 5 مم × 4200 م² = 21000 لتر أي 21 م³. وفي منتصف الصيف في صعيد مصر قد يتجاوز استهلاك المحصول 7 مم يومياً.',
      answers: [
        { text: 'About 21 m³ (21,000 litres)', text_ar: 'حوالي 21 م³ (21000 لتر)', correct: true },
        { text: 'About 5 m³', text_ar: 'حوالي 5 م³', correct: false },
        { text: 'About 2.1 m³', text_ar: 'حوالي 2.1 م³', correct: false },
        { text: 'About 210 m³', text_ar: 'حوالي 210 م³', correct: false },
      ],
    },
    {
      text: 'What is the main benefit of laser land levelling before surface irrigation?',
      text_ar: 'ما الفائدة الرئيسية لتسوية الأرض بالليزر قبل الري السطحي؟',
      explanation:
        'On an uneven field the farmer must keep irrigating until the high spots are wet, flooding the low spots. A precisely levelled field wets evenly, which saves water (often around a fifth) and raises yields.',
      explanation_ar:
        'في الحقل غير المستوي يضطر المزارع إلى مواصلة الري حتى تبتل الأجزاء المرتفعة فتغرق الأجزاء المنخفضة. أما الحقل المسوّى بدقة فيبتل بانتظام، فيوفر الماء (غالباً نحو الخُمس) ويرفع الإنتاجية.',
      answers: [
        { text: 'It kills weed seeds with light', text_ar: 'تقتل بذور الحشائش بالضوء', correct: false },
        { text: 'It adds nutrients to the soil', text_ar: 'تضيف عناصر غذائية إلى التربة', correct: false },
        {
          text: 'Water spreads evenly, so less is needed and no patches are waterlogged or left dry',
          text_ar: 'ينتشر الماء بانتظام فتقل الكمية اللازمة ولا تبقى بقع غارقة وأخرى عطشى',
          correct: true,
        },
        { text: 'It makes drains unnecessary', text_ar: 'تغني عن المصارف', correct: false },
      ],
    },
    {
      text: 'In summer, when is the best time of day to irrigate vegetables with sprinklers or surface irrigation?',
      text_ar: 'في الصيف، ما أفضل وقت خلال اليوم لري الخضر بالرش أو بالري السطحي؟',
      explanation:
        'Less water evaporates when it is cool and calm, so more reaches the roots; sprinkling in the midday heat and wind wastes water and spreads it unevenly. With sprinklers, morning is usually better than night because the leaves dry quickly, which reduces disease.',
      explanation_ar:
        'يقل تبخر الماء عندما يكون الجو بارداً وساكناً، فيصل منه قدر أكبر إلى الجذور، أما الرش في حر الظهيرة ومع الرياح فيهدر الماء ويوزعه بشكل غير منتظم. وفي الري بالرش يكون الصباح عادة أفضل من الليل لأن الأوراق تجف سريعاً فتقل الإصابة بالأمراض.',
      answers: [
        {
          text: 'At noon, when the plants are hottest',
          text_ar: 'وقت الظهر حين تكون النباتات في أشد حرارة',
          correct: false,
        },
        {
          text: 'In the early afternoon, during strong winds',
          text_ar: 'بعد الظهر مباشرة أثناء الرياح الشديدة',
          correct: false,
        },
        { text: 'It makes no difference', text_ar: 'لا فرق بين الأوقات', correct: false },
        {
          text: 'Early in the morning or late in the afternoon, when it is cooler',
          text_ar: 'في الصباح الباكر أو آخر النهار عندما يكون الجو أبرد',
          correct: true,
        },
      ],
    },
    {
      text: 'Your drip system takes water from a Delta canal full of algae and organic matter. Which filter should be the first stage?',
      text_ar: 'يأخذ نظام الري بالتنقيط لديك المياه من ترعة في الدلتا مليئة بالطحالب والمواد العضوية. أي فلتر يجب أن يكون المرحلة الأولى؟',
      explanation:
        'A deep bed of sand traps algae and organic particles that would pass through a screen or quickly block it. A screen or disc filter after it catches what remains and protects the emitters. Back-flush the filters regularly.',
      explanation_ar:
        'الطبقة العميقة من الرمل تحجز الطحالب والجزيئات العضوية التي قد تمر من الفلتر الشبكي أو تسده سريعاً، ويلتقط الفلتر الشبكي أو القرصي بعده ما تبقى فيحمي النقاطات. ويجب غسيل الفلاتر غسيلاً عكسياً بانتظام.',
      answers: [
        { text: 'No filter is needed for canal water', text_ar: 'لا حاجة إلى فلتر مع مياه الترع', correct: false },
        {
          text: 'A sand (media) filter, followed by a screen or disc filter',
          text_ar: 'فلتر رملي (زلطي) يليه فلتر شبكي أو قرصي',
          correct: true,
        },
        {
          text: 'Only a cloth bag at the end of each lateral',
          text_ar: 'كيس من القماش فقط في نهاية كل خط تنقيط',
          correct: false,
        },
        { text: 'A water softener', text_ar: 'جهاز لإزالة عسر الماء', correct: false },
      ],
    },
    {
      text: 'Why is agricultural drainage water mixed with fresh canal water before it is reused for irrigation?',
      text_ar: 'لماذا تُخلط مياه الصرف الزراعي بمياه الترع العذبة قبل إعادة استخدامها في الري؟',
      explanation:
        'Drainage water carries the salts washed out of the fields, so used alone it can salinize the soil. Egypt reuses billions of cubic metres a year after mixing it with Nile water, for example in the El-Salam Canal, keeping salinity within safe limits.',
      explanation_ar:
        'تحمل مياه الصرف الأملاح المغسولة من الحقول، فاستخدامها وحدها قد يملّح التربة. وتعيد مصر استخدام مليارات الأمتار المكعبة منها سنوياً بعد خلطها بمياه النيل، كما في ترعة السلام، للحفاظ على الملوحة في الحدود الآمنة.',
      answers: [
        {
          text: 'To dilute its salts to a level crops can tolerate',
          text_ar: 'لتخفيف تركيز الأملاح فيها إلى مستوى يتحمله المحصول',
          correct: true,
        },
        { text: 'To make it warmer', text_ar: 'لرفع درجة حرارتها', correct: false },
        { text: 'To add silt to it', text_ar: 'لإضافة الطمي إليها', correct: false },
        { text: 'Only to remove its colour', text_ar: 'لإزالة لونها فقط', correct: false },
      ],
    },
    {
      text: 'Tomato plants on heavy clay turn yellow and wilt although the soil is still wet, and their roots are brown. What is the likely cause?',
      text_ar: 'نباتات طماطم في أرض طينية ثقيلة اصفرت وذبلت رغم أن التربة ما زالت مبتلة، وجذورها بنية اللون. ما السبب المرجح؟',
      explanation:
        'Waterlogged clay has no air left in its pores. The roots suffocate, stop taking up water and nutrients and become open to root rot, so the plant wilts as if it were thirsty. Irrigate less often and make sure water does not stand in the furrows.',
      explanation_ar:
        'الطين المشبع بالماء لا يبقى في مسامه هواء، فتختنق الجذور وتتوقف عن امتصاص الماء والعناصر وتصبح عرضة للأعفان، فيذبل النبات كأنه عطشان. والعلاج تقليل مرات الري والتأكد من عدم ركود الماء في الخطوط.',
      answers: [
        { text: 'Too little water', text_ar: 'قلة الماء', correct: false },
        { text: 'Too much sunlight', text_ar: 'زيادة ضوء الشمس', correct: false },
        {
          text: 'Over-irrigation: the roots are short of oxygen and starting to rot',
          text_ar: 'الإفراط في الري: الجذور تعاني نقص الأكسجين وبدأت تتعفن',
          correct: true,
        },
        { text: 'Frost damage', text_ar: 'أضرار الصقيع', correct: false },
      ],
    },
    {
      text: 'At which growth stages is wheat most sensitive to water shortage?',
      text_ar: 'في أي مراحل النمو يكون القمح أشد حساسية لنقص المياه؟',
      explanation:
        'Water stress at heading and flowering reduces the number of grains, and stress during grain filling leaves them small and shrivelled. Irrigation is stopped as the crop nears maturity, and avoided on windy days late in the season to prevent lodging.',
      explanation_ar:
        'العطش أثناء طرد السنابل والتزهير يقلل عدد الحبوب، والعطش أثناء امتلاء الحبوب يجعلها صغيرة ضامرة. ويُمنع الري عند اقتراب النضج، ويُتجنب في الأيام شديدة الرياح أواخر الموسم لتفادي رقاد النباتات.',
      answers: [
        { text: 'Only before sowing', text_ar: 'قبل الزراعة فقط', correct: false },
        {
          text: 'Heading, flowering and early grain filling',
          text_ar: 'طرد السنابل والتزهير وبداية امتلاء الحبوب',
          correct: true,
        },
        { text: 'After the grain is completely dry', text_ar: 'بعد جفاف الحبوب تماماً', correct: false },
        { text: 'It is equally sensitive at all times', text_ar: 'حساسيته متساوية في كل الأوقات', correct: false },
      ],
    },
    {
      text: 'Why is surface (flood) irrigation a poor choice on the sandy soils of the new desert lands?',
      text_ar: 'لماذا يعد الري السطحي (بالغمر) اختياراً سيئاً في الأراضي الرملية بالأراضي الصحراوية الجديدة؟',
      explanation:
        'Sand has large pores and a very high infiltration rate: by the time water reaches the end of a long furrow, much of it has already drained deep. Drip and sprinkler systems deliver small, controlled amounts, which is why they are the standard in the new lands.',
      explanation_ar:
        'للرمل مسام واسعة ومعدل تسرب مرتفع جداً، فحتى يصل الماء إلى نهاية الخط الطويل يكون جزء كبير منه قد تسرب إلى العمق. أما نظم التنقيط والرش فتضيف كميات صغيرة محسوبة، ولهذا أصبحت هي المعتمدة في الأراضي الجديدة.',
      answers: [
        {
          text: 'Sand stays waterlogged for weeks',
          text_ar: 'الرمل يظل غارقاً بالماء لأسابيع',
          correct: false,
        },
        { text: 'Nothing may be grown on sand', text_ar: 'الزراعة في الرمل ممنوعة', correct: false },
        { text: 'Sand holds too much water', text_ar: 'الرمل يحتفظ بكميات كبيرة من الماء', correct: false },
        {
          text: 'Water sinks quickly below the roots, so most of it, and the fertilizer it carries, is lost',
          text_ar: 'الماء يتسرب سريعاً إلى ما تحت الجذور، فيضيع معظمه مع ما يحمله من سماد',
          correct: true,
        },
      ],
    },
  ],
};

const plantProtection: DemoQuiz = {
  slug: 'plant-protection-ipm',
  title: 'Plant Protection (IPM)',
  title_ar: 'وقاية النبات (المكافحة المتكاملة)',
  description:
    'Recognising the main pests and diseases of Egyptian crops and controlling them with integrated pest management: scouting, thresholds, biological control and safe pesticide use.',
  description_ar:
    'التعرف على أهم آفات وأمراض المحاصيل المصرية ومكافحتها بأسلوب المكافحة المتكاملة: الفحص الدوري، والحد الاقتصادي الحرج، والمكافحة الحيوية، والاستخدام الآمن للمبيدات.',
  category: 'other',
  topic: 'Plant Protection (IPM)',
  topic_ar: 'وقاية النبات',
  difficulty: 'advanced',
  questions: [
    {
      text: 'Tomato leaves show pale, see-through blotch mines with a small caterpillar inside, and the fruits have small holes. Which pest is this?',
      text_ar: 'تظهر على أوراق الطماطم أنفاق باهتة شفافة بداخلها يرقة صغيرة، وفي الثمار ثقوب صغيرة. ما هذه الآفة؟',
      explanation:
        'Tuta absoluta larvae feed between the two surfaces of the leaf and also bore into stems and fruit; unchecked, they can destroy a whole crop. Control combines pheromone traps for monitoring and mass trapping, removing infested leaves and fruit, insect-proof netting and rotating effective insecticides.',
      explanation_ar:
        'تتغذى يرقات التوتا أبسولوتا بين سطحي الورقة، كما تحفر في السيقان والثمار، وقد تقضي على المحصول بأكمله إذا تُركت. وتعتمد مكافحتها على المصائد الفرمونية للرصد والصيد الجماعي، وإزالة الأوراق والثمار المصابة، والشباك المانعة للحشرات، والتبادل بين المبيدات الفعالة.',
      answers: [
        { text: 'Whitefly', text_ar: 'الذبابة البيضاء', correct: false },
        { text: 'Spider mite', text_ar: 'العنكبوت الأحمر', correct: false },
        {
          text: 'Tomato leaf miner (Tuta absoluta)',
          text_ar: 'حافرة أنفاق الطماطم (توتا أبسولوتا)',
          correct: true,
        },
        { text: 'Aphid', text_ar: 'المن', correct: false },
      ],
    },
    {
      text: 'In IPM, what is the economic threshold (action threshold)?',
      text_ar: 'في المكافحة المتكاملة، ما المقصود بالحد الاقتصادي الحرج (حد التدخل)؟',
      explanation:
        'Finding a few insects is not a reason to spray. Regular scouting counts the pest, and action is taken only when numbers reach the threshold. This saves money, protects natural enemies and slows the development of resistance.',
      explanation_ar:
        'وجود عدد قليل من الحشرات ليس سبباً للرش. فالفحص الدوري يحصي أعداد الآفة، ولا يُتخذ إجراء إلا إذا بلغت الحد الحرج، مما يوفر المال ويحمي الأعداء الحيوية ويبطئ ظهور المقاومة.',
      answers: [
        {
          text: 'The pest level at which control should start, before the losses exceed the cost of control',
          text_ar: 'مستوى الإصابة بالآفة الذي يجب أن تبدأ عنده المكافحة قبل أن تتجاوز الخسارة تكلفة المكافحة',
          correct: true,
        },
        {
          text: 'The highest price a farmer can pay for a pesticide',
          text_ar: 'أعلى سعر يستطيع المزارع دفعه في المبيد',
          correct: false,
        },
        { text: 'The day on which all the pests are dead', text_ar: 'اليوم الذي تموت فيه كل الآفات', correct: false },
        {
          text: 'The maximum number of sprays allowed in a season',
          text_ar: 'أقصى عدد مسموح به من الرشات في الموسم',
          correct: false,
        },
      ],
    },
    {
      text: 'How should insecticides be used to delay resistance?',
      text_ar: 'كيف تُستخدم المبيدات الحشرية لتأخير ظهور المقاومة؟',
      explanation:
        'Insects that survive one mode of action pass their resistance on to their offspring; switching to a different IRAC group for the next generation kills those survivors. A different brand with the same active ingredient or group is no rotation at all.',
      explanation_ar:
        'الحشرات التي تنجو من مبيد ذي طريقة تأثير معينة تورث هذه المقاومة لنسلها، والانتقال إلى مجموعة IRAC مختلفة في الجيل التالي يقضي على هذه الناجيات. أما تغيير الاسم التجاري مع بقاء المادة الفعالة أو المجموعة نفسها فليس تبادلاً على الإطلاق.',
      answers: [
        {
          text: 'Spray the same product every week at double the dose',
          text_ar: 'رش المبيد نفسه كل أسبوع بضعف الجرعة',
          correct: false,
        },
        {
          text: 'Mix as many products as possible in every spray',
          text_ar: 'خلط أكبر عدد ممكن من المبيدات في كل رشة',
          correct: false,
        },
        {
          text: 'Change the brand name but keep the same active ingredient',
          text_ar: 'تغيير الاسم التجاري مع الإبقاء على المادة الفعالة نفسها',
          correct: false,
        },
        {
          text: 'Rotate between products with different modes of action (different IRAC groups)',
          text_ar: 'التبادل بين مبيدات ذات طرق تأثير مختلفة (مجموعات IRAC مختلفة)',
          correct: true,
        },
      ],
    },
    {
      text: 'What does the pre-harvest interval (PHI) on a pesticide label mean?',
      text_ar: 'ماذا تعني فترة الأمان قبل الحصاد (PHI) المدونة على ملصق المبيد؟',
      explanation:
        'Respecting the PHI lets residues fall below the legal maximum residue limits (MRLs). Ignoring it endangers consumers and is a common reason for rejected export shipments of Egyptian produce.',
      explanation_ar:
        'الالتزام بفترة الأمان يسمح بانخفاض متبقيات المبيد إلى ما دون الحدود القصوى المسموح بها (MRLs). وتجاهلها يعرض المستهلك للخطر، وهو سبب شائع لرفض شحنات الحاصلات المصرية المصدرة.',
      answers: [
        { text: 'How long the pesticide can be stored', text_ar: 'المدة التي يمكن تخزين المبيد خلالها', correct: false },
        {
          text: 'The minimum number of days between the last spray and harvest',
          text_ar: 'أقل عدد من الأيام يجب أن يمر بين آخر رشة والحصاد',
          correct: true,
        },
        { text: 'The time needed to mix the spray', text_ar: 'الوقت اللازم لتحضير محلول الرش', correct: false },
        {
          text: 'How many days before sowing the field must be sprayed',
          text_ar: 'عدد الأيام قبل الزراعة التي يجب رش الحقل خلالها',
          correct: false,
        },
      ],
    },
    {
      text: 'Why is whitefly especially dangerous to tomato in Egypt?',
      text_ar: 'لماذا تعد الذبابة البيضاء خطيرة بشكل خاص على الطماطم في مصر؟',
      explanation:
        'A few whiteflies carrying the virus can infect a young crop; infected plants stay stunted with small, curled, yellow leaves and set little fruit. Prevention relies on insect-proof nurseries, 50-mesh nets, yellow sticky traps, tolerant varieties and pulling out infected plants early.',
      explanation_ar:
        'يكفي عدد قليل من الذباب الأبيض الحامل للفيروس لإصابة زراعة حديثة، فتبقى النباتات المصابة متقزمة بأوراق صغيرة متجعدة صفراء ويقل عقدها. وتعتمد الوقاية على مشاتل محمية من الحشرات، وشباك 50 مش، والمصائد الصفراء اللاصقة، والأصناف المتحملة، وتقليع النباتات المصابة مبكراً.',
      answers: [
        {
          text: 'It transmits tomato yellow leaf curl virus (TYLCV)',
          text_ar: 'لأنها تنقل فيروس تجعد واصفرار أوراق الطماطم (TYLCV)',
          correct: true,
        },
        { text: 'It bores into the stems and cuts them', text_ar: 'لأنها تحفر في السيقان وتقطعها', correct: false },
        { text: 'It eats the roots', text_ar: 'لأنها تأكل الجذور', correct: false },
        { text: 'It lays its eggs inside the fruit', text_ar: 'لأنها تضع بيضها داخل الثمار', correct: false },
      ],
    },
    {
      text: 'Which pest of cotton, berseem and vegetables has long been controlled in Egypt by hand-collecting its egg masses from the leaves?',
      text_ar: 'أي آفة تصيب القطن والبرسيم والخضر كانت تُكافح في مصر منذ زمن طويل بجمع لطع البيض يدوياً من الأوراق؟',
      explanation:
        'The female moth lays her eggs in masses of hundreds on the underside of leaves. Removing the masses before they hatch prevents a generation of caterpillars without any chemicals, and it remains part of IPM alongside pheromone traps and selective insecticides.',
      explanation_ar:
        'تضع الأنثى بيضها في لطع تضم المئات على السطح السفلي للأوراق، وإزالة اللطع قبل الفقس تمنع جيلاً كاملاً من اليرقات دون أي كيماويات، وما زالت جزءاً من المكافحة المتكاملة إلى جانب المصائد الفرمونية والمبيدات الانتخابية.',
      answers: [
        { text: 'Red palm weevil', text_ar: 'سوسة النخيل الحمراء', correct: false },
        { text: 'Wheat aphid', text_ar: 'من القمح', correct: false },
        {
          text: 'Cotton leafworm (Spodoptera littoralis)',
          text_ar: 'دودة ورق القطن (سبودوبترا ليتوراليس)',
          correct: true,
        },
        { text: 'Root-knot nematode', text_ar: 'نيماتودا تعقد الجذور', correct: false },
      ],
    },
    {
      text: 'During cool, foggy nights in December–February, potato leaves develop large dark, water-soaked patches with white growth on the underside. What disease is this?',
      text_ar: 'خلال الليالي الباردة الضبابية من ديسمبر إلى فبراير، ظهرت على أوراق البطاطس بقع كبيرة داكنة مائية المظهر مع نمو أبيض على السطح السفلي. ما هذا المرض؟',
      explanation:
        'Late blight spreads explosively in cool, wet weather and can kill a field within days. Early blight instead causes dry brown spots with rings, usually in warmer weather. Control relies on preventive fungicide sprays when the weather favours the disease, healthy seed tubers and removing volunteer plants.',
      explanation_ar:
        'تنتشر الندوة المتأخرة بسرعة هائلة في الجو البارد الرطب وقد تقضي على الحقل في أيام، أما الندوة المبكرة فتسبب بقعاً بنية جافة ذات حلقات غالباً في الجو الأدفأ. وتعتمد المكافحة على الرش الوقائي بالمبيدات الفطرية عند ملاءمة الجو للمرض، واستخدام تقاوي سليمة، وإزالة النباتات النامية ذاتياً.',
      answers: [
        { text: 'Powdery mildew', text_ar: 'البياض الدقيقي', correct: false },
        { text: 'Iron deficiency', text_ar: 'نقص الحديد', correct: false },
        { text: 'Early blight', text_ar: 'الندوة المبكرة', correct: false },
        {
          text: 'Late blight (Phytophthora infestans)',
          text_ar: 'الندوة المتأخرة (فيتوفثورا إنفستانس)',
          correct: true,
        },
      ],
    },
    {
      text: 'In February, wheat leaves show long stripes of powdery yellow-orange pustules. What is the disease, and what is the main defence?',
      text_ar: 'في فبراير ظهرت على أوراق القمح خطوط طويلة من بثرات مسحوقية صفراء برتقالية. ما المرض وما وسيلة الدفاع الرئيسية؟',
      explanation:
        'Yellow rust thrives in the cool, humid late winter of the Delta, and its pustules line up in stripes between the veins. Resistant varieties recommended by the Agricultural Research Center are the cheapest protection; triazole fungicides help when infection starts early.',
      explanation_ar:
        'ينتشر الصدأ الأصفر في أواخر الشتاء البارد الرطب في الدلتا، وتصطف بثراته في خطوط بين العروق. والأصناف المقاومة التي يوصي بها مركز البحوث الزراعية هي أرخص وسيلة للحماية، وتساعد المبيدات الفطرية من مجموعة الترايازول عند بدء الإصابة مبكراً.',
      answers: [
        {
          text: 'Powdery mildew; spray sulphur after harvest',
          text_ar: 'البياض الدقيقي؛ الرش بالكبريت بعد الحصاد',
          correct: false,
        },
        {
          text: 'Yellow (stripe) rust; grow resistant varieties and spray a suitable fungicide at the first signs',
          text_ar: 'الصدأ الأصفر (المخطط)؛ زراعة أصناف مقاومة والرش بمبيد فطري مناسب عند ظهور أولى الأعراض',
          correct: true,
        },
        { text: 'Nitrogen deficiency; add urea', text_ar: 'نقص النيتروجين؛ إضافة اليوريا', correct: false },
        { text: 'Salt damage; leach the soil', text_ar: 'ضرر الملوحة؛ غسيل التربة', correct: false },
      ],
    },
    {
      text: 'How does soil solarization help control soil-borne diseases, nematodes and weeds?',
      text_ar: 'كيف يساعد التشميس الشمسي للتربة في مكافحة الأمراض التي تنتقل بالتربة والنيماتودا والحشائش؟',
      explanation:
        'Under clear polyethylene in an Egyptian summer, the top layer of moist soil reaches 45–55 °C, which is lethal to many fungi, nematodes and weed seeds. Moisture is essential because wet soil conducts the heat deeper. It is a chemical-free treatment before autumn greenhouse and vegetable crops.',
      explanation_ar:
        'تحت البولي إيثيلين الشفاف في صيف مصر تصل حرارة الطبقة السطحية من التربة الرطبة إلى 45–55 °م، وهي حرارة قاتلة لكثير من الفطريات والنيماتودا وبذور الحشائش. والرطوبة ضرورية لأن التربة المبتلة توصل الحرارة إلى عمق أكبر. وهي معاملة خالية من الكيماويات قبل زراعات الصوب والخضر الخريفية.',
      answers: [
        {
          text: 'Moist soil is covered with clear plastic for 4–6 weeks in summer, heating it enough to kill many pests',
          text_ar: 'تُغطى التربة الرطبة ببلاستيك شفاف لمدة 4–6 أسابيع في الصيف فترتفع حرارتها بما يكفي لقتل كثير من الآفات',
          correct: true,
        },
        { text: 'Dry soil is left uncovered in winter', text_ar: 'تُترك التربة الجافة مكشوفة في الشتاء', correct: false },
        {
          text: 'The soil is covered with black plastic for one day',
          text_ar: 'تُغطى التربة ببلاستيك أسود ليوم واحد',
          correct: false,
        },
        { text: 'Crop residues are burnt on the surface', text_ar: 'تُحرق مخلفات المحاصيل على السطح', correct: false },
      ],
    },
    {
      text: 'Products based on Bacillus thuringiensis (Bt) are effective against which pests?',
      text_ar: 'المستحضرات القائمة على بكتيريا باسيلس ثورينجينسيس (Bt) فعالة ضد أي الآفات؟',
      explanation:
        'Bt produces a protein that becomes toxic only after it is eaten and dissolved in the alkaline gut of a caterpillar. It is safe for people, bees and most natural enemies, so it fits IPM well, but it must be sprayed while young larvae are feeding.',
      explanation_ar:
        'تنتج بكتيريا Bt بروتيناً لا يصبح ساماً إلا بعد أن تأكله اليرقة ويذوب في أمعائها القلوية. وهو آمن على الإنسان والنحل ومعظم الأعداء الحيوية، لذا يناسب المكافحة المتكاملة، لكن يجب رشه أثناء تغذي اليرقات الصغيرة.',
      answers: [
        { text: 'Fungal leaf diseases', text_ar: 'أمراض الأوراق الفطرية', correct: false },
        { text: 'Spider mites', text_ar: 'العناكب', correct: false },
        {
          text: 'Caterpillars (moth larvae) that eat the treated leaves',
          text_ar: 'اليرقات (الديدان) التي تتغذى على الأوراق المعاملة',
          correct: true,
        },
        { text: 'Weeds', text_ar: 'الحشائش', correct: false },
      ],
    },
  ],
};

const greenhouseVegetables: DemoQuiz = {
  slug: 'vegetables-in-greenhouses',
  title: 'Vegetables in Greenhouses',
  title_ar: 'الخضر في الصوب الزراعية',
  description:
    'Growing tomato, cucumber and pepper under plastic in Egypt: planting dates, climate control, training, pollination, nutrition and healthy crops.',
  description_ar:
    'زراعة الطماطم والخيار والفلفل تحت الصوب البلاستيكية في مصر: مواعيد الزراعة، والتحكم في المناخ، والتربية، والتلقيح، والتغذية، وسلامة المحصول.',
  category: 'crops',
  topic: 'Greenhouse Vegetables',
  topic_ar: 'خضر الصوب',
  difficulty: 'intermediate',
  questions: [
    {
      text: 'When are greenhouse tomatoes and cucumbers usually transplanted in Egypt to catch the high winter prices?',
      text_ar: 'متى تُشتل طماطم وخيار الصوب عادة في مصر للاستفادة من ارتفاع الأسعار في الشتاء؟',
      explanation:
        'Planting in late summer means harvest starts in late autumn and continues through winter and spring, when open-field supply is low and prices are highest. The greenhouse protects the crop from cold nights and wind.',
      explanation_ar:
        'الشتل في أواخر الصيف يعني بدء الحصاد في أواخر الخريف واستمراره طوال الشتاء والربيع، حين يقل المعروض من الزراعات المكشوفة وتكون الأسعار في أعلى مستوياتها، بينما تحمي الصوبة المحصول من برودة الليل والرياح.',
      answers: [
        { text: 'In May', text_ar: 'في مايو', correct: false },
        { text: 'In August–September', text_ar: 'في أغسطس وسبتمبر', correct: true },
        { text: 'In January', text_ar: 'في يناير', correct: false },
        { text: 'In March–April', text_ar: 'في مارس وأبريل', correct: false },
      ],
    },
    {
      text: 'Why are greenhouse vents and doors covered with fine insect-proof netting (about 50 mesh)?',
      text_ar: 'لماذا تُغطى فتحات التهوية والأبواب في الصوبة بشباك ناعمة مانعة للحشرات (حوالي 50 مش)؟',
      explanation:
        'Small insects such as whitefly carry viruses. A 50-mesh net stops them at the openings while air can still flow through, and a double door (an entry lobby) stops them coming in with the workers.',
      explanation_ar:
        'الحشرات الصغيرة مثل الذبابة البيضاء تنقل الفيروسات، والشبكة 50 مش تمنعها عند الفتحات مع السماح بمرور الهواء، كما يمنع الباب المزدوج (الصالة الأمامية) دخولها مع العمال.',
      answers: [
        { text: 'To keep the plants warm at night', text_ar: 'لتدفئة النباتات ليلاً', correct: false },
        {
          text: 'To stop pollen leaving the greenhouse',
          text_ar: 'لمنع خروج حبوب اللقاح من الصوبة',
          correct: false,
        },
        { text: 'To block out all sunlight', text_ar: 'لحجب ضوء الشمس تماماً', correct: false },
        {
          text: 'To keep out whiteflies, leaf miners and other small insects while allowing ventilation',
          text_ar: 'لمنع دخول الذبابة البيضاء وحافرات الأنفاق والحشرات الصغيرة مع السماح بالتهوية',
          correct: true,
        },
      ],
    },
    {
      text: 'On winter mornings the greenhouse air is very humid and water drips from the plastic. Which problem does this encourage?',
      text_ar: 'في صباح أيام الشتاء يكون هواء الصوبة شديد الرطوبة ويتساقط الماء من البلاستيك. أي مشكلة يشجعها ذلك؟',
      explanation:
        'Leaves that stay wet let fungal spores germinate. Opening the vents for a while in the morning, even when it is cool, lets the damp air out; wide spacing, drip irrigation instead of sprinklers and removing old lower leaves also help.',
      explanation_ar:
        'بقاء الأوراق مبتلة يسمح بإنبات جراثيم الفطريات. وفتح فتحات التهوية فترة في الصباح، حتى مع برودة الجو، يُخرج الهواء الرطب، كما يساعد على ذلك اتساع مسافات الزراعة والري بالتنقيط بدلاً من الرش وإزالة الأوراق السفلية المسنة.',
      answers: [
        {
          text: 'Fungal diseases such as grey mould (Botrytis) and downy mildew',
          text_ar: 'الأمراض الفطرية مثل العفن الرمادي (البوتريتس) والبياض الزغبي',
          correct: true,
        },
        { text: 'Spider mites', text_ar: 'العنكبوت الأحمر', correct: false },
        { text: 'Salt build-up in the soil', text_ar: 'تراكم الأملاح في التربة', correct: false },
        { text: 'Sunscald on the fruit', text_ar: 'لسعة الشمس على الثمار', correct: false },
      ],
    },
    {
      text: 'What is the usual way to protect an Egyptian greenhouse crop from extreme heat in late summer?',
      text_ar: 'ما الطريقة المعتادة لحماية محصول الصوبة في مصر من الحرارة الشديدة في أواخر الصيف؟',
      explanation:
        'Above about 35 °C tomato and pepper flowers drop and the fruits get sunscald. Shade nets (around 30–50 %) or whitewash cut the heat load, and open side or roof vents carry the hot air away.',
      explanation_ar:
        'فوق 35 °م تقريباً تتساقط أزهار الطماطم والفلفل وتصاب الثمار بلسعة الشمس. وتقلل شباك التظليل (حوالي 30–50 %) أو التبييض من الحمل الحراري، وتطرد الفتحات الجانبية أو العلوية الهواء الساخن.',
      answers: [
        { text: 'Close all the vents during the day', text_ar: 'غلق جميع فتحات التهوية نهاراً', correct: false },
        { text: 'Stop irrigating', text_ar: 'إيقاف الري', correct: false },
        {
          text: 'Use shade netting or whitewash the plastic, and ventilate well',
          text_ar: 'استخدام شباك التظليل أو دهان البلاستيك بالجير (التبييض) مع تهوية جيدة',
          correct: true,
        },
        { text: 'Add more nitrogen', text_ar: 'زيادة التسميد النيتروجيني', correct: false },
      ],
    },
    {
      text: 'How is fruit set of greenhouse tomatoes improved, given that there is little wind or insect activity inside?',
      text_ar: 'كيف يُحسَّن عقد ثمار طماطم الصوب مع قلة الرياح والحشرات داخلها؟',
      explanation:
        'Tomato flowers pollinate themselves, but the pollen has to be shaken loose. A vibrator wand or bumblebees do this, and pollen is released best when it is dry, at moderate temperature and humidity.',
      explanation_ar:
        'زهرة الطماطم ذاتية التلقيح، لكن حبوب اللقاح تحتاج إلى هزة لتنطلق. ويؤدي ذلك جهاز الاهتزاز أو النحل الطنان، وتنطلق حبوب اللقاح على أفضل وجه عندما تكون جافة مع حرارة ورطوبة معتدلتين.',
      answers: [
        {
          text: 'By spraying the flowers with water at night',
          text_ar: 'برش الأزهار بالماء ليلاً',
          correct: false,
        },
        {
          text: 'By vibrating the flower clusters (or using bumblebees) in the late morning, when the pollen is dry',
          text_ar: 'بهز العناقيد الزهرية (أو استخدام النحل الطنان) في أواخر الصباح حين تكون حبوب اللقاح جافة',
          correct: true,
        },
        { text: 'By removing all the flowers', text_ar: 'بإزالة جميع الأزهار', correct: false },
        {
          text: 'By keeping the greenhouse closed and humid all day',
          text_ar: 'بإبقاء الصوبة مغلقة ورطبة طوال اليوم',
          correct: false,
        },
      ],
    },
    {
      text: 'Most greenhouse cucumber hybrids grown in Egypt set fruit without any pollination. What is this called?',
      text_ar: 'معظم هجن خيار الصوب في مصر تعقد ثمارها دون أي تلقيح. ماذا تسمى هذه الظاهرة؟',
      explanation:
        'Parthenocarpic hybrids of the Beit Alpha type produce mostly female flowers that develop into seedless fruit without bees, which suits a closed, insect-proof greenhouse.',
      explanation_ar:
        'تنتج الهجن بكرية الإثمار من طراز بيت ألفا أزهاراً معظمها مؤنثة تتطور إلى ثمار بلا بذور دون حاجة إلى النحل، وهو ما يناسب الصوبة المغلقة المحمية من الحشرات.',
      answers: [
        { text: 'Cross-pollination', text_ar: 'التلقيح الخلطي', correct: false },
        { text: 'Grafting', text_ar: 'التطعيم', correct: false },
        { text: 'Dormancy', text_ar: 'السكون', correct: false },
        { text: 'Parthenocarpy', text_ar: 'العقد البكري (الإثمار البكري)', correct: true },
      ],
    },
    {
      text: 'How are indeterminate tomato varieties usually trained in a greenhouse?',
      text_ar: 'كيف تُربى عادة أصناف الطماطم غير محدودة النمو داخل الصوبة؟',
      explanation:
        'Removing the side shoots (suckers) that grow in the leaf axils directs energy into the fruit and keeps the canopy open to light and air. The plant is wound around its string as it grows and can be lowered to extend the season.',
      explanation_ar:
        'إزالة السرطانات (الأفرع الجانبية) التي تنمو في آباط الأوراق توجه طاقة النبات نحو الثمار وتبقي المجموع الخضري مفتوحاً للضوء والهواء. ويُلف النبات حول الخيط أثناء نموه، ويمكن إنزاله لإطالة موسم الإنتاج.',
      answers: [
        {
          text: 'On a single stem supported by a string, with side shoots removed regularly',
          text_ar: 'على ساق واحدة مربوطة بخيط، مع إزالة الأفرع الجانبية بانتظام',
          correct: true,
        },
        { text: 'Left to spread over the ground', text_ar: 'تُترك لتنتشر على الأرض', correct: false },
        {
          text: 'Cut back to the ground every month',
          text_ar: 'تُقص حتى سطح الأرض كل شهر',
          correct: false,
        },
        {
          text: 'All the leaves are removed to expose the fruit',
          text_ar: 'تُزال جميع الأوراق لكشف الثمار',
          correct: false,
        },
      ],
    },
    {
      text: 'Green tomato fruits develop a dark, sunken, leathery patch at the bottom end. What is the cause?',
      text_ar: 'ظهرت على ثمار الطماطم الخضراء بقعة داكنة غائرة جلدية عند طرفها السفلي. ما السبب؟',
      explanation:
        'This is blossom-end rot. Calcium moves into the fruit only with the flow of water, so dry spells, salinity or a very high EC cut its supply to the growing fruit. Even watering and enough calcium (for example calcium nitrate in the fertigation) prevent it.',
      explanation_ar:
        'هذا هو عفن الطرف الزهري. ينتقل الكالسيوم إلى الثمرة مع تيار الماء فقط، لذا فإن فترات العطش أو الملوحة أو ارتفاع EC تقلل وصوله إلى الثمار النامية. ويمنعه انتظام الري وتوفير الكالسيوم الكافي (مثل نترات الكالسيوم مع مياه الري).',
      answers: [
        { text: 'A virus spread by whitefly', text_ar: 'فيروس تنقله الذبابة البيضاء', correct: false },
        { text: 'Fruit fly larvae', text_ar: 'يرقات ذبابة الفاكهة', correct: false },
        {
          text: 'A shortage of calcium in the fruit, usually caused by irregular irrigation',
          text_ar: 'نقص الكالسيوم في الثمرة، غالباً بسبب عدم انتظام الري',
          correct: true,
        },
        { text: 'Cold night temperatures', text_ar: 'برودة الليل', correct: false },
      ],
    },
    {
      text: 'Why do red and yellow sweet peppers sell for more than green ones?',
      text_ar: 'لماذا يُباع الفلفل الرومي الأحمر والأصفر بسعر أعلى من الأخضر؟',
      explanation:
        'A green pepper is an unripe fruit. Leaving it to reach full colour takes extra weeks, loads the plant and slows new fruit set, so each plant yields fewer kilograms, and the price has to make up for that.',
      explanation_ar:
        'الفلفل الأخضر ثمرة لم تنضج بعد، وتركها حتى يكتمل لونها يستغرق أسابيع إضافية ويُجهد النبات ويبطئ عقد ثمار جديدة، فيقل إنتاج النبات بالكيلوجرام، ولا بد أن يعوض السعر ذلك.',
      answers: [
        {
          text: 'They are a completely different plant species',
          text_ar: 'لأنها نوع نباتي مختلف تماماً',
          correct: false,
        },
        {
          text: 'They stay on the plant for weeks longer to colour, which lowers the total yield',
          text_ar: 'لأنها تبقى على النبات أسابيع أطول حتى تتلون، مما يقلل المحصول الكلي',
          correct: true,
        },
        { text: 'They need no fertilizer', text_ar: 'لأنها لا تحتاج إلى تسميد', correct: false },
        { text: 'They are dyed after harvest', text_ar: 'لأنها تُصبغ بعد الحصاد', correct: false },
      ],
    },
    {
      text: 'Why are greenhouse cucumbers, melons and tomatoes often grafted onto a different rootstock?',
      text_ar: 'لماذا يُطعَّم الخيار والكنتالوب والطماطم في الصوب كثيراً على أصل مختلف؟',
      explanation:
        'Greenhouse soil is cropped every season, so Fusarium, nematodes and other soil problems build up. A vigorous, resistant rootstock (squash or gourd for cucumber and melon, a nematode-resistant tomato rootstock for tomato) keeps the chosen variety producing on infested soil and helps it tolerate salinity and cold.',
      explanation_ar:
        'تُزرع تربة الصوبة كل موسم فتتراكم فيها الفيوزاريوم والنيماتودا وغيرها من مشكلات التربة. والأصل القوي المقاوم (القرع للخيار والكنتالوب، وأصل طماطم مقاوم للنيماتودا للطماطم) يمكّن الصنف المطلوب من مواصلة الإنتاج في التربة الموبوءة ويساعده على تحمل الملوحة والبرودة.',
      answers: [
        { text: 'To change the colour of the fruit', text_ar: 'لتغيير لون الثمار', correct: false },
        { text: 'So that the plants need no irrigation', text_ar: 'للاستغناء عن الري', correct: false },
        { text: 'To produce seedless fruit', text_ar: 'لإنتاج ثمار بلا بذور', correct: false },
        {
          text: 'To use vigorous roots that resist soil-borne diseases',
          text_ar: 'للاستفادة من جذور قوية مقاومة لأمراض التربة',
          correct: true,
        },
      ],
    },
  ],
};

const datePalmAndFruitTrees: DemoQuiz = {
  slug: 'date-palm-and-fruit-trees',
  title: 'Date Palm & Fruit Trees',
  title_ar: 'النخيل وأشجار الفاكهة',
  description:
    'Advanced orchard know-how for Egypt: date palm pollination, varieties and the red palm weevil, plus citrus, mango and deciduous fruit.',
  description_ar:
    'معارف متقدمة في إدارة البساتين في مصر: تلقيح النخيل وأصنافه وسوسة النخيل الحمراء، إلى جانب الموالح والمانجو والفاكهة متساقطة الأوراق.',
  category: 'crops',
  topic: 'Date Palm & Fruit Trees',
  topic_ar: 'النخيل وأشجار الفاكهة',
  difficulty: 'advanced',
  questions: [
    {
      text: 'When are date palms hand-pollinated in most of Egypt?',
      text_ar: 'متى يُلقَّح النخيل يدوياً في معظم أنحاء مصر؟',
      explanation:
        'Female spathes split open in spring, mostly in March–April (a little earlier in Upper Egypt). Strands of male flowers or pollen are placed in the female cluster within a few days of opening, while the flowers are receptive; late pollination gives poor fruit set.',
      explanation_ar:
        'تنشق الطلعات المؤنثة في الربيع، غالباً في مارس وأبريل (وقبل ذلك بقليل في الصعيد). وتوضع شماريخ الذكر أو حبوب اللقاح داخل العرجون المؤنث خلال أيام قليلة من انشقاقه، وهي فترة استعداد الأزهار للتلقيح، أما التأخير فيضعف العقد.',
      answers: [
        { text: 'September–October', text_ar: 'سبتمبر وأكتوبر', correct: false },
        { text: 'December–January', text_ar: 'ديسمبر ويناير', correct: false },
        { text: 'March–April', text_ar: 'مارس وأبريل', correct: true },
        { text: 'June–July', text_ar: 'يونيو ويوليو', correct: false },
      ],
    },
    {
      text: 'A palm has brown, foul-smelling liquid oozing from holes in the trunk, chewed fibres at the openings, and its central leaves are wilting. What is the most likely cause?',
      text_ar: 'نخلة يسيل من ثقوب في جذعها سائل بني كريه الرائحة، مع وجود ألياف ممضوغة عند الفتحات وذبول في السعف القلبي. ما السبب الأرجح؟',
      explanation:
        'Red palm weevil larvae tunnel inside the trunk, often near the base or the offshoots, and stay hidden until the damage is severe; in the end the crown may collapse. Early detection by regular inspection and pheromone traps is essential.',
      explanation_ar:
        'تحفر يرقات سوسة النخيل الحمراء أنفاقاً داخل الجذع، غالباً قرب القاعدة أو الفسائل، وتبقى مختبئة حتى يصبح الضرر شديداً، وقد ينهار رأس النخلة في النهاية. لذا فالاكتشاف المبكر بالفحص الدوري والمصائد الفرمونية أمر أساسي.',
      answers: [
        { text: 'Red palm weevil', text_ar: 'سوسة النخيل الحمراء', correct: true },
        { text: 'Potassium deficiency', text_ar: 'نقص البوتاسيوم', correct: false },
        { text: 'Frost damage', text_ar: 'أضرار الصقيع', correct: false },
        { text: 'Too much pollination', text_ar: 'زيادة التلقيح', correct: false },
      ],
    },
    {
      text: 'Why is the movement of date palm offshoots between regions controlled in Egypt?',
      text_ar: 'لماذا يُنظَّم نقل فسائل النخيل بين المناطق في مصر؟',
      explanation:
        'Hidden larvae travel inside offshoots that look healthy. Quarantine inspection, buying offshoots or tissue-culture plants only from certified sources, treating cuts and wounds, and destroying heavily infested palms limit the spread.',
      explanation_ar:
        'تنتقل اليرقات المختبئة داخل فسائل تبدو سليمة. ويحد من الانتشار الفحص الحجري، وشراء الفسائل أو نباتات زراعة الأنسجة من مصادر معتمدة فقط، ومعالجة أماكن القطع والجروح، والتخلص من النخيل شديد الإصابة.',
      answers: [
        { text: 'To keep offshoot prices high', text_ar: 'للحفاظ على ارتفاع أسعار الفسائل', correct: false },
        { text: 'Because offshoots cannot survive transport', text_ar: 'لأن الفسائل لا تتحمل النقل', correct: false },
        { text: 'To stop male palms from spreading', text_ar: 'لمنع انتشار النخيل الذكر', correct: false },
        {
          text: 'Because infested offshoots are a main route by which the red palm weevil reaches new areas',
          text_ar: 'لأن الفسائل المصابة من أهم طرق انتشار سوسة النخيل الحمراء إلى مناطق جديدة',
          correct: true,
        },
      ],
    },
    {
      text: 'Why are date palms propagated from offshoots (or tissue culture) rather than from seed?',
      text_ar: 'لماذا يُكاثر النخيل بالفسائل (أو بزراعة الأنسجة) وليس بالبذرة؟',
      explanation:
        'The date palm has separate male and female trees, and seedlings vary widely. An offshoot from a Zaghloul or Siwi mother is genetically the same female variety and fruits within a few years; tissue culture multiplies such palms on a large scale.',
      explanation_ar:
        'النخيل ثنائي المسكن، أي أن أشجاره إما ذكور وإما إناث، والشتلات البذرية متباينة جداً. أما الفسيلة المأخوذة من أم زغلول أو سيوي فهي الصنف المؤنث نفسه وراثياً وتثمر خلال سنوات قليلة، وتتيح زراعة الأنسجة إكثار هذه الأصناف على نطاق واسع.',
      answers: [
        { text: 'Date seeds never germinate', text_ar: 'لأن نوى البلح لا ينبت أبداً', correct: false },
        {
          text: 'About half of seedlings are male and none reliably reproduce the variety, while an offshoot is a true copy of its mother',
          text_ar: 'لأن نحو نصف الشتلات البذرية ذكور ولا تحمل صفات الصنف، بينما الفسيلة نسخة مطابقة لأمها',
          correct: true,
        },
        { text: 'Offshoots need no irrigation', text_ar: 'لأن الفسائل لا تحتاج إلى ري', correct: false },
        {
          text: 'Seedlings fruit in their first year, which weakens them',
          text_ar: 'لأن الشتلات البذرية تثمر في عامها الأول فتضعف',
          correct: false,
        },
      ],
    },
    {
      text: 'In mango and guava orchards, why should fallen and infested fruits be collected and buried or destroyed?',
      text_ar: 'في بساتين المانجو والجوافة، لماذا يجب جمع الثمار المتساقطة والمصابة ودفنها أو إعدامها؟',
      explanation:
        'The peach fruit fly (Bactrocera zonata) and the Mediterranean fruit fly lay eggs in ripening fruit; the larvae feed inside, drop with the fruit and pupate in the soil. Orchard sanitation, combined with bait sprays and male-attractant traps (such as methyl eugenol), keeps their numbers down.',
      explanation_ar:
        'تضع ذبابة ثمار الخوخ (باكتروسيرا زوناتا) وذبابة فاكهة البحر المتوسط بيضها في الثمار أثناء نضجها، فتتغذى اليرقات داخلها ثم تسقط معها وتتعذر في التربة. ونظافة البستان، مع الرش بالطعوم السامة ومصائد جذب الذكور (مثل الميثيل يوجينول)، تحد من أعدادها.',
      answers: [
        {
          text: 'Only to keep the orchard tidy for visitors',
          text_ar: 'لمجرد الحفاظ على نظافة البستان أمام الزوار',
          correct: false,
        },
        {
          text: 'Because they attract bees away from the flowers',
          text_ar: 'لأنها تجذب النحل بعيداً عن الأزهار',
          correct: false,
        },
        {
          text: 'To break the life cycle of fruit flies, whose larvae leave the fruit to pupate in the soil',
          text_ar: 'لقطع دورة حياة ذباب الفاكهة، الذي تخرج يرقاته من الثمار لتتعذر في التربة',
          correct: true,
        },
        { text: 'Because rotting fruit raises the soil pH', text_ar: 'لأن تعفن الثمار يرفع pH التربة', correct: false },
      ],
    },
    {
      text: 'Zaghloul dates, long and bright red, from the Rashid (Rosetta) and Edku area, are mostly eaten at which stage?',
      text_ar: 'يُؤكل بلح الزغلول الطويل الأحمر الزاهي من منطقة رشيد وإدكو غالباً في أي مرحلة؟',
      explanation:
        'Zaghloul is a soft variety picked in late summer at the crunchy, red khalal stage, when it is sweet and crisp. It is sold fresh rather than dried, unlike the dry dates of Upper Egypt, which are left on the palm until they dry.',
      explanation_ar:
        'الزغلول من الأصناف الطرية، ويُجمع في أواخر الصيف في مرحلة الخلال الحمراء المقرمشة حين يكون حلواً هشاً، ويُباع طازجاً لا مجففاً، على خلاف التمور الجافة في صعيد مصر التي تُترك على النخلة حتى تجف.',
      answers: [
        {
          text: 'Khalal (bisr): crunchy and fully coloured but not yet soft',
          text_ar: 'مرحلة الخلال (البسر): مقرمش ومكتمل اللون ولم يلن بعد',
          correct: true,
        },
        { text: 'Tamr: fully dried', text_ar: 'مرحلة التمر: جاف تماماً', correct: false },
        { text: 'Kimri: small and green', text_ar: 'مرحلة الكمري: صغير وأخضر', correct: false },
        { text: 'Only after being cooked', text_ar: 'بعد طهيه فقط', correct: false },
      ],
    },
    {
      text: 'Which of these is a dry date variety typical of Aswan?',
      text_ar: 'أي هذه الأصناف صنف جاف من أصناف أسوان المعروفة؟',
      explanation:
        'Sakkoti, Barakawi, Gondaila and Bartamoda are the dry dates of Aswan and Nubia: left on the palm to reach the dry tamr stage, they keep for months. Zaghloul, Samani and Hayani are soft varieties of the Delta, eaten fresh.',
      explanation_ar:
        'السكوتي والبركاوي والجنديلة والبرتمودا هي التمور الجافة في أسوان والنوبة، تُترك على النخلة حتى تصل إلى مرحلة التمر الجاف وتُخزن شهوراً. أما الزغلول والسماني والحياني فأصناف طرية في الدلتا تؤكل طازجة.',
      answers: [
        { text: 'Zaghloul', text_ar: 'الزغلول', correct: false },
        { text: 'Samani', text_ar: 'السماني', correct: false },
        { text: 'Hayani', text_ar: 'الحياني', correct: false },
        { text: 'Sakkoti', text_ar: 'السكوتي', correct: true },
      ],
    },
    {
      text: 'What is the purpose of thinning date bunches (removing some bunches and strands) after fruit set?',
      text_ar: 'ما الغرض من خف سباطات البلح (إزالة بعض السباطات والشماريخ) بعد العقد؟',
      explanation:
        'A palm carrying too many bunches gives small, late-ripening fruit one year and a poor crop the next. Keeping a number of bunches in line with the number of green leaves (often about 8–10 leaves per bunch) balances the load.',
      explanation_ar:
        'النخلة المحملة بسباطات كثيرة تعطي ثماراً صغيرة متأخرة النضج في عام ومحصولاً ضعيفاً في العام التالي. والاحتفاظ بعدد من السباطات يتناسب مع عدد السعف الأخضر (غالباً 8–10 سعفات لكل سباطة) يوازن الحمل.',
      answers: [
        {
          text: 'To stop the palm producing offshoots',
          text_ar: 'لمنع النخلة من إنتاج الفسائل',
          correct: false,
        },
        {
          text: 'To get larger, better fruit and reduce alternate bearing',
          text_ar: 'للحصول على ثمار أكبر وأجود وتقليل ظاهرة تبادل الحمل',
          correct: true,
        },
        { text: 'To speed up pollination', text_ar: 'لتسريع التلقيح', correct: false },
        { text: 'To protect the palm from frost', text_ar: 'لحماية النخلة من الصقيع', correct: false },
      ],
    },
    {
      text: 'Which orange variety is harvested latest, from about March into early summer, and is the backbone of Egyptian orange exports?',
      text_ar: 'أي أصناف البرتقال يُحصد متأخراً، من مارس تقريباً حتى أوائل الصيف، ويمثل العمود الفقري لصادرات البرتقال المصرية؟',
      explanation:
        "Valencia is a late orange that keeps its quality on the tree and in storage, filling the export window after the Navel season (roughly November–February) ends. Egypt has become one of the world's largest orange exporters, with Valencia as its main variety.",
      explanation_ar:
        'الفالنشيا برتقال متأخر يحتفظ بجودته على الشجرة وفي التخزين، فيملأ فترة التصدير بعد انتهاء موسم أبو سرة (من نوفمبر إلى فبراير تقريباً). وقد أصبحت مصر من أكبر مصدري البرتقال في العالم، والفالنشيا صنفها الرئيسي.',
      answers: [
        { text: 'Valencia', text_ar: 'الفالنشيا', correct: true },
        { text: 'Navel (Abu Surra)', text_ar: 'أبو سرة', correct: false },
        { text: 'Baladi mandarin', text_ar: 'اليوسفي البلدي', correct: false },
        { text: 'Baladi lime', text_ar: 'الليمون البلدي', correct: false },
      ],
    },
    {
      text: "Why do apple and peach orchards in Egypt rely on 'low-chill' varieties such as the Anna apple?",
      text_ar: 'لماذا تعتمد بساتين التفاح والخوخ في مصر على أصناف قليلة الاحتياج للبرودة مثل تفاح "آنا"؟',
      explanation:
        'Deciduous trees need a certain number of hours below about 7 °C in winter before they bud and flower normally. Standard European varieties need many hundreds of hours, while the Anna apple or low-chill peaches such as Florida Prince need only a few hundred or fewer, which Egyptian winters can provide.',
      explanation_ar:
        'تحتاج الأشجار متساقطة الأوراق إلى عدد معين من الساعات تحت 7 °م تقريباً في الشتاء حتى تتفتح براعمها وتزهر بشكل طبيعي. والأصناف الأوروبية العادية تحتاج إلى مئات كثيرة من الساعات، في حين يحتاج تفاح آنا أو أصناف الخوخ قليلة الاحتياج مثل فلوريدا برنس إلى بضع مئات أو أقل، وهو ما يستطيع شتاء مصر توفيره.',
      answers: [
        { text: 'Because they need no irrigation', text_ar: 'لأنها لا تحتاج إلى ري', correct: false },
        { text: 'Because they resist all pests', text_ar: 'لأنها مقاومة لجميع الآفات', correct: false },
        {
          text: "Because Egypt's mild winters do not give standard varieties enough cold hours to break dormancy evenly",
          text_ar: 'لأن شتاء مصر المعتدل لا يوفر للأصناف العادية ساعات البرودة الكافية لكسر السكون بانتظام',
          correct: true,
        },
        { text: 'Because they bear fruit all year round', text_ar: 'لأنها تثمر طوال العام', correct: false },
      ],
    },
  ],
};

/** The spec's three quizzes first (as on the home teaser), then the five further topics. */
export const demoQuizzes: DemoQuiz[] = [
  basicAgriculture,
  hydroponics,
  egyptianFarming,
  soilAndFertilizers,
  irrigationAndWater,
  plantProtection,
  greenhouseVegetables,
  datePalmAndFruitTrees,
];
