/**
 * Demo reviews of the demo catalogue (data/products.ts), by demo growers from across Egypt: short, practical notes in
 * English with the shop's Arabic translation. A product's stars and review count are computed from these (migration
 * 0016's rule), so the products listed without reviews here (a few new or rarely sold ones) show no stars at all.
 * Data only — src/server/demo/reviews.ts loads it.
 */

export interface DemoGrower {
  firstName: string;
  lastName: string;
  city: string;
}

/** The demo growers who wrote the reviews; each key becomes an account `<key>@growers.fellah.invalid` that cannot sign in. */
export const DEMO_GROWERS = {
  mahmoud: { firstName: 'Mahmoud', lastName: 'Abdel-Rahman', city: 'Damanhour' },
  fatma: { firstName: 'Fatma', lastName: 'El-Sayed', city: 'Mansoura' },
  hassan: { firstName: 'Hassan', lastName: 'Abu Zeid', city: 'Minya' },
  ibrahim: { firstName: 'Ibrahim', lastName: 'Shehata', city: 'Nubaria' },
  samir: { firstName: 'Samir', lastName: 'Farag', city: 'Zagazig' },
  amal: { firstName: 'Amal', lastName: 'Tawfik', city: 'Tanta' },
  ali: { firstName: 'Ali', lastName: 'El-Masry', city: 'Assiut' },
  yasser: { firstName: 'Yasser', lastName: 'Hamdy', city: 'Kafr El Sheikh' },
  said: { firstName: 'Said', lastName: 'Abdel-Aal', city: 'Sohag' },
  nabil: { firstName: 'Nabil', lastName: 'Ghoneim', city: 'Ismailia' },
  hoda: { firstName: 'Hoda', lastName: 'Mansour', city: 'Benha' },
  khaled: { firstName: 'Khaled', lastName: 'Soliman', city: 'Wadi El Natrun' },
  reda: { firstName: 'Reda', lastName: 'Mahrous', city: 'Beni Suef' },
  omar: { firstName: 'Omar', lastName: 'Fathy', city: 'Salhia' },
  sayeda: { firstName: 'Sayeda', lastName: 'Othman', city: 'Luxor' },
  tarek: { firstName: 'Tarek', lastName: 'Naguib', city: 'Giza' },
  ahmed: { firstName: 'Ahmed', lastName: 'Qandil', city: 'Shebin El Kom' },
  gamal: { firstName: 'Gamal', lastName: 'Abdel-Hadi', city: 'Aswan' },
  salma: { firstName: 'Salma', lastName: 'Radwan', city: '6th of October' },
  magdy: { firstName: 'Magdy', lastName: 'Hegazy', city: 'Damietta' },
  adel: { firstName: 'Adel', lastName: 'Barakat', city: 'Qena' },
  nadia: { firstName: 'Nadia', lastName: 'Zaki', city: 'Borg El Arab' },
  walid: { firstName: 'Walid', lastName: 'Eid', city: 'Kharga' },
  rasha: { firstName: 'Rasha', lastName: 'Helmy', city: 'Cairo' },
  mostafa: { firstName: 'Mostafa', lastName: 'Rizk', city: 'Edku' },
  hamdi: { firstName: 'Hamdi', lastName: 'Sharaf', city: 'Esna' },
  karima: { firstName: 'Karima', lastName: 'Salem', city: 'Port Said' },
  sherif: { firstName: 'Sherif', lastName: 'Lotfy', city: 'Sadat City' },
  abdallah: { firstName: 'Abdallah', lastName: 'Nour', city: 'East Owainat' },
  zeinab: { firstName: 'Zeinab', lastName: 'Hussein', city: 'Mallawi' },
  emad: { firstName: 'Emad', lastName: 'Saber', city: 'Belbeis' },
  doaa: { firstName: 'Doaa', lastName: 'Ramadan', city: 'Helwan' },
  fathi: { firstName: 'Fathi', lastName: 'Metwally', city: 'Desouk' },
  sameh: { firstName: 'Sameh', lastName: 'Girgis', city: 'Qaha' },
  wael: { firstName: 'Wael', lastName: 'Kamel', city: 'Ismailia' },
  marwa: { firstName: 'Marwa', lastName: 'Youssef', city: 'Alexandria' },
  hany: { firstName: 'Hany', lastName: 'Morsi', city: 'Kom Hamada' },
  sabry: { firstName: 'Sabry', lastName: 'Atia', city: 'Fayoum' },
  nermeen: { firstName: 'Nermeen', lastName: 'Adly', city: 'New Cairo' },
} as const satisfies Record<string, DemoGrower>;
export type DemoGrowerKey = keyof typeof DEMO_GROWERS;

export interface DemoReview {
  grower: DemoGrowerKey;
  rating: 1 | 2 | 3 | 4 | 5;
  /** How long ago it was written. */
  daysAgo: number;
  en: string;
  ar: string;
}

const r = (grower: DemoGrowerKey, rating: DemoReview['rating'], daysAgo: number, en: string, ar: string): DemoReview => ({ grower, rating, daysAgo, en, ar });

/** The reviews by product slug, newest first. */
export const demoReviews: Record<string, readonly DemoReview[]> = {
  // ───────────────────────────── Seeds ─────────────────────────────
  'syngenta-determinate-tomato-hybrid-f1-1000-seeds': [
    r('mostafa', 5, 20, 'Planted a feddan in the Nili season in Edku. Hardly any curl virus even with whitefly around, and the fruit stood the trip to Obour market.', 'زرعت فدانًا في العروة النيلية في إدكو. فيروس التجعد كان قليلًا جدًا رغم وجود الذبابة البيضاء، والثمار تحملت النقل إلى سوق العبور.'),
    r('ali', 4, 55, 'Germination about 93% in 209-cell trays. Good set in the July heat; the late clusters gave smaller fruit than promised.', 'نسبة الإنبات حوالي 93% في صواني 209. عقد جيد في حر يوليو، لكن العناقيد المتأخرة أعطت ثمارًا أصغر من الموصوف.'),
    r('said', 5, 110, 'Second season with this hybrid in Sohag. Firm fruit, and the traders ask for it by name.', 'الموسم الثاني لي مع هذا الهجين في سوهاج. ثمار صلبة والتجار يطلبونها بالاسم.'),
    r('nabil', 4, 160, 'Expensive per pack, but 7 packs covered my feddan and the yield paid it back.', 'سعر العبوة مرتفع، لكن 7 عبوات غطت الفدان والمحصول عوّض التكلفة.'),
  ],
  'seminis-super-strain-b-tomato-100g': [
    r('hassan', 4, 30, 'The old reliable variety. Cheap seed for a big area, but it needs a close eye on whitefly in late summer.', 'الصنف القديم المضمون. تقاوي رخيصة لمساحة كبيرة، لكنه يحتاج متابعة للذبابة البيضاء في آخر الصيف.'),
    r('zeinab', 3, 75, 'Good germination, but half my plants caught yellow leaf curl in August. Better for the winter planting.', 'إنبات جيد، لكن نصف النباتات أصيب بتجعد الأوراق الأصفر في أغسطس. أنسب للعروة الشتوية.'),
    r('fathi', 5, 140, 'I have grown it for years for paste tomatoes. 100 g planted just under a feddan through the nursery.', 'أزرعه من سنين لطماطم الصلصة. الـ100 جم زرعت أقل قليلًا من فدان عن طريق المشتل.'),
  ],
  'edkawi-tomato-local-variety-50g': [
    r('mostafa', 5, 45, 'Our Edku tomato. It keeps producing on the saline well water where the hybrids give up.', 'طماطم إدكو بتاعتنا. تستمر في الإنتاج على مياه البئر المالحة حيث تتعب الهجن.'),
    r('nadia', 4, 120, 'Soft skin, so sell it in the market nearby, but the taste is what my customers want.', 'قشرتها طرية فالأفضل بيعها في السوق القريب، لكن الطعم هو ما يطلبه زبائني.'),
  ],
  'rijk-zwaan-beit-alpha-cucumber-hybrid-1000-seeds': [
    r('khaled', 5, 25, 'In our greenhouses in Wadi El Natrun it gave straight, dark fruit from day 40. No bitterness.', 'في صوباتنا بوادي النطرون أعطى ثمارًا مستقيمة داكنة من اليوم الأربعين. بدون مرارة.'),
    r('sherif', 5, 90, 'Stronger against powdery mildew than what I planted before. Every seed came up.', 'مقاوم للبياض الدقيقي أكثر مما زرعته من قبل. كل البذور نبتت.'),
    r('omar', 4, 200, 'Excellent yield, but the price of the pack keeps rising.', 'محصول ممتاز، لكن سعر العبوة في زيادة مستمرة.'),
  ],
  'enza-zaden-blocky-sweet-pepper-hybrid-500-seeds': [
    r('sherif', 4, 60, 'Blocky, thick-walled fruit that colour evenly under the greenhouse net. Slow at the start.', 'ثمار مكعبة سميكة الجدار تتلون بانتظام تحت الشبك. بطيء في البداية.'),
    r('wael', 5, 130, 'Good for export grading: over 80% of my pick went first grade.', 'مناسب لفرز التصدير: أكثر من 80% من القطفة كانت درجة أولى.'),
  ],
  'california-wonder-sweet-pepper-50g': [
    r('samir', 4, 35, 'An honest open-field pepper. Fine for the local market, not for export sizes.', 'فلفل حقلي مضمون. مناسب للسوق المحلي وليس لأحجام التصدير.'),
    r('amal', 4, 80, 'Germinated well in 8 days. Put up a shade net in June or the fruit gets sunscald.', 'نبت جيدًا في 8 أيام. استخدم شبكة تظليل في يونيو وإلا تصاب الثمار بلسعة الشمس.'),
    r('reda', 3, 150, 'Uneven fruit size on my plot, maybe my own fault with the watering. The seed itself was fresh.', 'أحجام الثمار غير متجانسة عندي، ربما بسبب الري. لكن التقاوي نفسها كانت جديدة.'),
  ],
  'seminis-eskandarani-squash-hybrid-1000-seeds': [
    r('fatma', 5, 15, 'Light green Eskandarani squash, just as the market wants it. I picked every other day for six weeks.', 'كوسة إسكندراني فاتحة كما يطلبها السوق. قطفت يومًا بعد يوم لمدة ستة أسابيع.'),
    r('hany', 4, 70, 'Good tolerance to the virus in the autumn planting; I still had to spray for aphids.', 'تحمل جيد للفيروس في العروة الخريفية؛ لكنني احتجت لرش المن.'),
    r('ahmed', 5, 180, 'Early and heavy. My best squash so far in Menoufia.', 'مبكرة وغزيرة. أفضل كوسة زرعتها في المنوفية حتى الآن.'),
  ],
  'crimson-sweet-watermelon-500g': [
    r('hassan', 5, 50, 'Round, deep red and sweet. The 500 g sowed a little over a feddan in Minya.', 'ثمار مستديرة حمراء داكنة وحلوة. الـ500 جم زرعت أكثر من فدان بقليل في المنيا.'),
    r('gamal', 4, 95, 'Handles the Aswan heat. Some fruit cracked after a heavy irrigation, so water lightly near harvest.', 'يتحمل حرارة أسوان. بعض الثمار تشققت بعد رية ثقيلة، فاجعل الري خفيفًا قرب الحصاد.'),
  ],
  'hazera-galia-cantaloupe-hybrid-1000-seeds': [
    r('omar', 5, 40, 'Netted fruit with a strong aroma; the exporters in Salhia took the whole crop.', 'ثمار مشبكة برائحة قوية؛ المصدرون في الصالحية أخذوا المحصول كله.'),
    r('abdallah', 4, 120, 'Good under drip in the sandy soil of East Owainat. It needs calcium or the fruit stays soft.', 'جيد تحت التنقيط في الأرض الرملية بشرق العوينات. يحتاج كالسيوم وإلا تبقى الثمار طرية.'),
  ],
  'onion-giza-6-mohassan-1kg': [
    r('said', 5, 60, 'Giza 6 Mohassan does well in Sohag. Firm bulbs that store until the price goes up.', 'جيزة 6 محسن ممتاز في سوهاج. أبصال صلبة تتخزن حتى يرتفع السعر.'),
    r('sayeda', 4, 100, 'Sown in the nursery in September and transplanted in November. Very few plants bolted.', 'زرعته في المشتل في سبتمبر وشتلته في نوفمبر. الشماريخ الزهرية كانت قليلة جدًا.'),
    r('sabry', 5, 150, "Certified seed from the ministry, clean and true to type. Germination was very good.", 'تقاوي معتمدة من الوزارة، نظيفة ومطابقة للصنف. الإنبات كان ممتازًا.'),
  ],
  'imported-seed-potatoes-spunta-class-a-25kg': [
    r('ibrahim', 5, 45, '56 sacks planted my feddan in Nubaria, and the sprouting was even across the field.', '56 شيكارة زرعت الفدان في النوبارية، والإنبات كان متجانسًا في الحقل كله.'),
    r('yasser', 4, 190, 'Healthy tubers, no soft rot in the sacks. It sold out quickly this year.', 'درنات سليمة بلا عفن طري في الشكاير. نفدت بسرعة هذا العام.'),
  ],
  'wheat-sakha-95-certified-seed-30kg': [
    r('fathi', 5, 30, 'Sakha 95 gave me 22 ardab per feddan in Desouk. Strong straw and no lodging.', 'سخا 95 أعطاني 22 أردبًا للفدان في دسوق. قش قوي بلا رقاد.'),
    r('yasser', 5, 70, "Clean certified seed. It stood up to rust this year, while my neighbour's old seed caught yellow rust.", 'تقاوي معتمدة نظيفة. قاوم الصدأ هذا العام بينما أصيب قمح جاري بالصدأ الأصفر.'),
    r('ahmed', 4, 140, 'Good germination. The sacks arrived a day late, but the seed was fine.', 'إنبات جيد. الشكاير وصلت متأخرة يومًا، لكن التقاوي سليمة.'),
    r('emad', 5, 210, 'Two sacks per feddan broadcast after the maize: an even stand and heavy heads.', 'شيكارتان للفدان نثرًا بعد الذرة: نمو متجانس وسنابل ثقيلة.'),
  ],
  'wheat-giza-171-certified-seed-30kg': [
    r('hassan', 5, 40, 'Giza 171 suits Middle Egypt: the heat at grain filling hardly hurt it. 20 ardab per feddan.', 'جيزة 171 مناسب لمصر الوسطى: حرارة فترة امتلاء الحبوب لم تؤثر عليه تقريبًا. 20 أردبًا للفدان.'),
    r('reda', 4, 100, 'Good yield and good baking quality; the mill paid the full price.', 'محصول جيد وجودة خبيز عالية؛ المطحن دفع السعر كاملًا.'),
    r('adel', 4, 170, 'Germination was fine. I would like smaller sacks for small holdings.', 'الإنبات جيد. أتمنى عبوات أصغر للحيازات الصغيرة.'),
  ],
  'white-maize-single-cross-10-10kg': [
    r('samir', 5, 35, 'Single Cross 10 is strong: two cobs on many plants, and tall stalks for the cattle.', 'هجين فردي 10 قوي: كوزان على نباتات كثيرة، وعيدان طويلة للمواشي.'),
    r('hoda', 4, 85, 'One 10 kg bag per feddan on ridges. Good, but watch for stem borers early.', 'كيس 10 كجم للفدان على خطوط. جيد، لكن راقب الثاقبات مبكرًا.'),
    r('ali', 5, 150, 'Stood the summer heat in Assiut and gave about 26 ardab.', 'تحمل حر الصيف في أسيوط وأعطى حوالي 26 أردبًا.'),
  ],
  'berseem-clover-meskawi-sakha-4-25kg': [
    r('fathi', 5, 50, 'Meskawi berseem: five cuts through the winter. Clean seed with no dodder.', 'برسيم مسقاوي: خمس حشات طوال الشتاء. تقاوي نظيفة بلا حامول.'),
    r('sabry', 4, 120, 'Good regrowth after each cut. One sack planted my feddan.', 'نمو جيد بعد كل حشة. شيكارة واحدة زرعت الفدان.'),
  ],
  'faba-bean-giza-843-certified-25kg': [
    r('hany', 5, 55, 'Giza 843 really tolerates broomrape; our old seed was choking in it.', 'جيزة 843 متحمل فعلًا للهالوك؛ تقاوينا القديمة كانت تختنق منه.'),
    r('zeinab', 4, 140, 'Good pods, but chocolate spot came in a wet January, so spray early.', 'قرون جيدة، لكن التبقع الشيكولاتي ظهر في يناير الرطب، فرش مبكرًا.'),
  ],
  'molokhia-jews-mallow-seeds-1kg': [
    r('doaa', 5, 20, 'The molokhia came up in four days in May. I cut it three times before it flowered.', 'الملوخية طلعت في أربعة أيام في مايو. قطفتها ثلاث مرات قبل التزهير.'),
    r('sayeda', 4, 90, 'Sow it thickly; a kilo did about a quarter of a feddan for us.', 'ازرعها كثيفة؛ الكيلو كفى حوالي ربع فدان عندنا.'),
    r('rasha', 5, 160, 'Even in a grow bag on my Cairo roof it gives a cutting every three weeks.', 'حتى في كيس زراعة على سطح بيتي في القاهرة تعطي قطفة كل ثلاثة أسابيع.'),
  ],

  // ───────────────────────────── Fertilizers ─────────────────────────────
  'abu-qir-prilled-urea-46-50kg': [
    r('fathi', 5, 10, 'The urea everyone uses. Dry prills, no caking in the sack.', 'اليوريا التي يستخدمها الجميع. حبيبات جافة غير متكتلة في الشيكارة.'),
    r('hassan', 5, 45, 'Delivered to the village, and cheaper than the queue at the cooperative. Three sacks for my feddan of wheat, in split doses.', 'وصلت إلى القرية وأوفر من طابور الجمعية. ثلاث شكاير لفدان القمح على دفعات.'),
    r('ali', 4, 90, 'Good quality. Work it into the soil before irrigating, or a lot is lost to the air.', 'جودة جيدة. ضعها في التربة قبل الري وإلا يضيع جزء كبير منها في الهواء.'),
    r('magdy', 4, 170, 'Fine, but the price changes from month to month.', 'جيدة، لكن السعر يتغير من شهر لشهر.'),
  ],
  'mopco-granular-urea-46-50kg': [
    r('omar', 5, 30, 'Granular urea spreads more evenly than prills from the spreader. Bigger granules, less dust.', 'اليوريا المحببة تنتشر بانتظام أكثر من البريل بآلة التسميد. حبيبات أكبر وغبار أقل.'),
    r('emad', 4, 110, 'Same nitrogen as Abu Qir; good for side-dressing the maize.', 'نفس نسبة النيتروجين مثل أبو قير؛ جيدة للتسميد الجانبي للذرة.'),
  ],
  'abu-qir-ammonium-nitrate-33-5-50kg': [
    r('amal', 5, 40, 'Nitrate works faster than urea in the cold; my wheat greened up within a week in January.', 'النترات تعمل أسرع من اليوريا في البرد؛ القمح اخضرّ خلال أسبوع في يناير.'),
    r('hany', 4, 120, 'Good for potatoes. Keep the sacks closed, it draws moisture.', 'جيدة للبطاطس. أغلق الشكاير جيدًا لأنها تمتص الرطوبة.'),
    r('yasser', 4, 200, 'A standard product, and it arrived quickly.', 'منتج قياسي ووصل بسرعة.'),
  ],
  'abu-zaabal-calcium-superphosphate-15-50kg': [
    r('said', 5, 25, 'Put in before ploughing at 150 kg per feddan; the roots of my onions were clearly stronger.', 'وضعته قبل الحرث بمعدل 150 كجم للفدان؛ جذور البصل كانت أقوى بوضوح.'),
    r('ibrahim', 4, 80, 'Cheap, and it does the job in sandy land if you mix it with compost.', 'رخيص ويؤدي الغرض في الأرض الرملية إذا خلطته بالكمبوست.'),
    r('sabry', 3, 160, 'Some sacks were caked and dusty. The phosphate itself is fine.', 'بعض الشكاير كانت متحجرة ومترّبة. لكن الفوسفات نفسه جيد.'),
  ],
  'k-plus-s-potassium-sulphate-50-soluble-25kg': [
    r('khaled', 5, 35, 'Dissolves completely in the fertigation tank; no blocked drippers.', 'يذوب تمامًا في خزان التسميد؛ بدون انسداد في النقاطات.'),
    r('abdallah', 5, 95, 'Gave colour and sugar to our grapes before harvest.', 'أعطى لونًا وسكرًا لعنبنا قبل الحصاد.'),
    r('wael', 4, 180, 'Pricey but pure. Worth it for fruiting crops.', 'غالٍ لكنه نقي. يستحق للمحاصيل الثمرية.'),
  ],
  'evergrow-npk-20-20-20-te-5kg': [
    r('rasha', 5, 15, 'A spoonful in 10 litres for my rooftop vegetables every week; they love it.', 'ملعقة في 10 لترات لخضار السطح كل أسبوع؛ النباتات تحبه.'),
    r('sherif', 4, 60, 'A good starter feed for seedlings and young plants through the drip.', 'تسميد بداية جيد للشتلات والنباتات الصغيرة على التنقيط.'),
    r('nermeen', 4, 130, 'Dissolves well, and the trace elements are a plus.', 'يذوب جيدًا، والعناصر الصغرى ميزة إضافية.'),
  ],
  'evergrow-map-12-61-0-25kg': [
    r('khaled', 5, 50, 'MAP at transplanting made a real difference to the root growth of the peppers.', 'الماب عند الشتل أحدث فرقًا حقيقيًا في نمو جذور الفلفل.'),
    r('omar', 4, 140, 'Clean and soluble, and its acid reaction suits our alkaline well water.', 'نظيف وذائب، وتأثيره الحامضي يناسب مياه البئر القلوية عندنا.'),
  ],
  'yaraliva-calcinit-calcium-nitrate-25kg': [
    r('wael', 5, 30, 'Stopped the blossom-end rot on my tomatoes within two weeks.', 'أوقف عفن الطرف الزهري في الطماطم خلال أسبوعين.'),
    r('khaled', 5, 100, 'Never mix it in one tank with sulphates or phosphates; on its own it is excellent.', 'لا تخلطه في خزان واحد مع السلفات أو الفوسفات؛ وحده ممتاز.'),
    r('nabil', 4, 190, 'Good for mango fruit set too, and the bag is well sealed.', 'جيد لعقد ثمار المانجو أيضًا، والشيكارة محكمة الغلق.'),
  ],
  'yaramila-complex-12-11-18-25kg': [
    r('hany', 4, 60, 'A balanced granular feed for potatoes at planting. Easy to broadcast.', 'سماد محبب متوازن للبطاطس عند الزراعة. سهل النثر.'),
    r('sameh', 5, 150, 'My citrus trees looked better all season; the granules release slowly.', 'أشجار الموالح كانت أفضل طوال الموسم؛ الحبيبات تذوب ببطء.'),
  ],
  'evergrow-potassium-humate-85-flakes-1kg': [
    r('mahmoud', 5, 25, 'A kilo per feddan with the irrigation water in sandy soil, and you see new white roots within days.', 'كيلو للفدان مع مياه الري في الأرض الرملية، وترى جذورًا بيضاء جديدة خلال أيام.'),
    r('ibrahim', 5, 75, 'Good value. I use it with every fertilizer dose in Nubaria.', 'سعره مناسب. أستخدمه مع كل دفعة سماد في النوبارية.'),
    r('salma', 4, 130, 'The flakes dissolve fast in warm water; in cold water, stir well.', 'الرقائق تذوب بسرعة في الماء الدافئ؛ في الماء البارد قلّب جيدًا.'),
    r('reda', 3, 200, 'Hard to tell how much it helped on our heavy clay.', 'يصعب الحكم على فائدته في أرضنا الطينية الثقيلة.'),
  ],
  'sequestrene-138-fe-eddha-6-1kg': [
    r('abdallah', 5, 45, 'The only iron that works in our calcareous soil. Yellow citrus leaves turned green in three weeks.', 'الحديد الوحيد الذي ينجح في أرضنا الجيرية. أوراق الموالح الصفراء اخضرت في ثلاثة أسابيع.'),
    r('sameh', 5, 160, 'Expensive per kilo, but a little around each tree goes a long way.', 'غالٍ بالكيلو، لكن كمية صغيرة حول كل شجرة تكفي.'),
  ],
  'chelated-micronutrient-mix-fe-zn-mn-1kg': [
    r('hoda', 4, 40, 'A foliar spray on the maize cleared the zinc-deficiency stripes on the leaves.', 'الرش الورقي على الذرة عالج خطوط نقص الزنك على الأوراق.'),
    r('zeinab', 4, 120, 'A good mix at a fair price. Spray in the evening to avoid leaf scorch.', 'خليط جيد بسعر معقول. رش مساءً لتجنب حرق الأوراق.'),
    r('adel', 3, 190, 'It works, but I had to ask how much to use; the pack gives only a short table.', 'يؤدي الغرض، لكنني اضطررت للسؤال عن الجرعة؛ العبوة عليها جدول مختصر فقط.'),
  ],
  'ecaru-mature-plant-compost-25kg': [
    r('salma', 5, 20, 'Well matured, no bad smell and no weed seeds. My raised beds in October City loved it.', 'متحلل جيدًا، بلا رائحة كريهة ولا بذور حشائش. أحواضي في مدينة أكتوبر استفادت منه كثيرًا.'),
    r('ibrahim', 4, 65, 'I mix it with the sand in the planting holes of the olive saplings; they all took well.', 'أخلطه بالرمل في جور شتلات الزيتون؛ نجحت كلها.'),
    r('doaa', 5, 140, 'Cheap and clean; great for pots and the home garden.', 'رخيص ونظيف؛ ممتاز للأصص وحديقة البيت.'),
  ],
  'evergrow-agricultural-sulphur-98-50kg': [
    r('abdallah', 4, 60, 'Lowers the pH around the roots in our alkaline soil. Apply it before planting with the farmyard manure.', 'يخفض الحموضة حول الجذور في أرضنا القلوية. أضفه قبل الزراعة مع السماد البلدي.'),
    r('walid', 4, 150, 'Slow but sure. A fine powder, so wear a mask when broadcasting.', 'يعمل ببطء لكن بثقة. مسحوق ناعم، فارتدِ كمامة عند النثر.'),
  ],

  // ───────────────────────────── Irrigation ─────────────────────────────
  'gr-drip-line-16mm-30cm-4lh-400m': [
    r('ibrahim', 5, 20, 'Laid the 400 m rolls along my tomato rows: emitters every 30 cm and an even flow from start to end.', 'فردت لفات 400 متر على خطوط الطماطم: نقاطات كل 30 سم وتصرف متساوٍ من البداية للنهاية.'),
    r('mahmoud', 4, 70, 'A good local line at a fair price. Flush it every couple of weeks; our well water carries sand.', 'خط محلي جيد بسعر معقول. اغسله كل أسبوعين؛ مياه البئر عندنا فيها رمل.'),
    r('khaled', 5, 130, 'Third season on the same lines and still no leaks.', 'الموسم الثالث على نفس الخطوط وما زالت بلا تسريب.'),
    r('gamal', 3, 210, 'Some lines cracked where they lay in the sun all summer. Cover them with a little soil.', 'بعض الخطوط تشققت حيث بقيت في الشمس طوال الصيف. غطّها بقليل من التراب.'),
  ],
  'netafim-streamline-x-16mm-drip-tape-2500m': [
    r('omar', 5, 45, 'Thin-wall tape for a season or two; the flow is very uniform on long runs.', 'شريط رقيق الجدار لموسم أو اثنين؛ التصرف منتظم جدًا على الخطوط الطويلة.'),
    r('abdallah', 4, 160, 'Excellent for melons in the desert; watch out for mice and crickets that chew it.', 'ممتاز للكنتالوب في الصحراء؛ انتبه للفئران والحشرات التي تقرضه.'),
  ],
  'rivulis-t-tape-506-16mm-3000m': [
    r('wael', 4, 60, 'Cheaper than Netafim and good enough for a season of strawberries.', 'أرخص من نيتافيم وكافٍ لموسم فراولة.'),
    r('nabil', 4, 150, 'Lay it with the emitters facing up. The flow was even over 80 m.', 'افرده والنقاطات لأعلى. التصرف كان منتظمًا على 80 مترًا.'),
  ],
  'netafim-pcj-pressure-compensating-dripper-4lh-500': [
    r('sameh', 5, 40, 'Pressure compensation really works: the top of my sloping orchard gets the same water as the bottom.', 'تعويض الضغط يعمل فعلًا: أعلى البستان المنحدر يأخذ نفس مياه أسفله.'),
    r('nermeen', 5, 120, 'I use them for the pots on my roof with a small pump; every one gives its 4 litres.', 'أستخدمها للأصص على السطح بموتور صغير؛ كل واحدة تعطي 4 لترات.'),
  ],
  'hdpe-pipe-50mm-pn6-100m': [
    r('ibrahim', 5, 90, 'Thick walls, and it lies straight after a day in the sun. Good as the main line to the field.', 'جدار سميك ويستقيم بعد يوم في الشمس. ممتاز كخط رئيسي للحقل.'),
    r('walid', 4, 200, 'Good pipe; delivery to Kharga took a week.', 'خط جيد؛ التوصيل إلى الخارجة أخذ أسبوعًا.'),
  ],
  'drip-fittings-kit-16mm-start-connectors': [
    r('mahmoud', 4, 30, 'All the start connectors and end caps I needed for half a feddan.', 'كل الوصلات والطبات التي احتجتها لنصف فدان.'),
    r('rasha', 5, 100, 'I built the drip system on my roof in one afternoon with this kit.', 'ركبت نظام التنقيط على سطح بيتي في عصرية واحدة بهذا الطقم.'),
    r('hamdi', 3, 170, 'A few grommets were loose and leaked; the rest are fine.', 'بعض الجلب كانت واسعة وسرّبت؛ الباقي جيد.'),
  ],
  'rain-bird-35a-tnt-brass-impact-sprinkler': [
    r('hassan', 5, 50, 'A brass impact sprinkler that keeps turning for years. It covers a big circle of berseem.', 'رشاش نحاسي يستمر في الدوران لسنين. يغطي دائرة كبيرة من البرسيم.'),
    r('walid', 4, 140, 'Solid, but it needs enough pressure: 3 bar at least.', 'متين، لكنه يحتاج ضغطًا كافيًا: 3 بار على الأقل.'),
  ],
  'netafim-spinnet-micro-sprinkler-70lh-50': [
    r('salma', 4, 70, 'Good for the nursery and young trees. Spiders clog them now and then; a quick clean fixes it.', 'جيد للمشتل والأشجار الصغيرة. العناكب تسدها أحيانًا؛ تنظيف سريع يحل المشكلة.'),
  ],
  'azud-helix-disc-filter-2-inch-130-micron': [
    r('khaled', 5, 40, 'Since this filter went in, the drippers have stopped clogging. Easy to open and wash the discs.', 'منذ تركيب هذا الفلتر توقف انسداد النقاطات. سهل الفتح وغسل الحلقات.'),
    r('abdallah', 5, 140, 'Handles canal water full of algae far better than a screen filter.', 'يتعامل مع مياه الترعة المليئة بالطحالب أفضل بكثير من فلتر الشبكة.'),
  ],
  'screen-filter-3-4-inch-120-mesh': [
    r('rasha', 4, 50, 'The right size for a small garden system. Clean the screen weekly.', 'مقاس مناسب لنظام حديقة صغيرة. نظف الشبكة أسبوعيًا.'),
    r('hamdi', 3, 130, "The plastic thread is weak; don't overtighten it.", 'السن البلاستيك ضعيف؛ لا تربطه بقوة.'),
    r('magdy', 4, 190, 'Does the job for the price.', 'يؤدي الغرض بالنسبة لسعره.'),
  ],
  'venturi-fertilizer-injector-1-inch': [
    r('sherif', 4, 60, 'Simple and needs no electricity. You lose some pressure, so size the pump for it.', 'بسيط ولا يحتاج كهرباء. تفقد بعض الضغط، فاحسب ذلك عند اختيار الموتور.'),
    r('mahmoud', 4, 150, 'Works well with humate and soluble fertilizers. Put a filter after it.', 'يعمل جيدًا مع الهيومات والأسمدة الذائبة. ضع فلترًا بعده.'),
  ],
  'truper-reinforced-garden-hose-1-2-inch-25m': [
    r('doaa', 5, 25, "Doesn't kink and stays soft in the sun.", 'لا يلتوي ويظل لينًا في الشمس.'),
    r('karima', 4, 110, 'A good hose; 25 m reaches my whole garden in Port Said.', 'خرطوم جيد؛ 25 مترًا تصل لحديقتي كلها في بورسعيد.'),
    r('nermeen', 4, 180, 'Heavier than the cheap hoses, but it should last.', 'أثقل من الخراطيم الرخيصة، لكنه سيعيش طويلًا.'),
  ],

  // ───────────────────────────── Tools ─────────────────────────────
  'bahco-px-m2-ergonomic-secateurs': [
    r('sameh', 5, 30, "I pruned forty citrus trees and my hand didn't ache. Still sharp.", 'قلّمت أربعين شجرة موالح ولم تتعب يدي. وما زال حادًا.'),
    r('nabil', 5, 90, 'Clean cuts on the mango shoots, and the cuts heal fast.', 'قطع نظيف على أفرع المانجو، والجروح تلتئم بسرعة.'),
    r('abdallah', 5, 150, 'Worth every pound in the grape pruning season.', 'يستحق كل جنيه في موسم تقليم العنب.'),
    r('tarek', 4, 200, 'Excellent, but keep the box: spare blades are hard to find here.', 'ممتاز، لكن احتفظ بالعلبة: الشفرات البديلة صعبة الإيجاد هنا.'),
  ],
  'bahco-396-lap-laplander-folding-saw': [
    r('sameh', 5, 60, 'Cuts dry olive and guava branches easily, and folds safely into a pocket.', 'يقطع أفرع الزيتون والجوافة الجافة بسهولة، وينطوي بأمان في الجيب.'),
    r('nabil', 4, 170, 'Very sharp, so wear gloves.', 'حاد جدًا، فالبس جوانتي.'),
  ],
  'bahco-bypass-lopper-70cm': [
    r('sabry', 5, 80, 'The long arms reach the high guava branches without a ladder.', 'الذراعان الطويلان يصلان لأفرع الجوافة العالية بدون سلم.'),
  ],
  'truper-round-point-shovel-long-handle': [
    r('ali', 4, 40, 'A strong shovel for opening irrigation channels. The handle is a bit long for me.', 'كوريك قوي لفتح قنوات الري. اليد طويلة قليلًا بالنسبة لي.'),
    r('hamdi', 5, 110, 'Goes into our clay after irrigation without bending.', 'يدخل في أرضنا الطينية بعد الري دون أن ينثني.'),
    r('emad', 4, 190, 'Good steel. I sharpen the edge every season.', 'صلب جيد. أسن الحافة كل موسم.'),
  ],
  'egyptian-fas-hoe-forged-steel': [
    r('said', 5, 20, "A proper forged fas like my father's, heavy enough for making ridges.", 'فأس مطروق حقيقي مثل فأس أبي، ثقيل بما يكفي لعمل الخطوط.'),
    r('adel', 5, 75, 'The head sits tight on the handle; no wobble after a whole season.', 'الرأس ثابت على اليد؛ لا يهتز بعد موسم كامل.'),
    r('fathi', 4, 140, 'A good fas. Soak the wooden handle before the first use.', 'فأس جيد. انقع اليد الخشبية قبل أول استخدام.'),
  ],
  'serrated-harvest-sickle-mengal': [
    r('hassan', 5, 50, 'For harvesting wheat by hand and cutting berseem; the teeth stay sharp.', 'لحصاد القمح يدويًا وحش البرسيم؛ الأسنان تظل حادة.'),
    r('sayeda', 4, 130, 'Light and handy, at a good price.', 'خفيف وعملي، وبسعر جيد.'),
  ],
  'tolsen-garden-rake-14-teeth': [
    r('doaa', 4, 60, 'Good for levelling the beds before sowing.', 'جيد لتسوية الأحواض قبل الزراعة.'),
    r('salma', 3, 150, 'The handle joint came loose after a month; I fixed it with a screw.', 'وصلة اليد فكت بعد شهر؛ ثبتها بمسمار.'),
  ],
  'tolsen-hand-pressure-sprayer-2l': [
    r('rasha', 4, 30, 'Fine for the roof garden and house plants. The adjustable nozzle works well.', 'مناسب لحديقة السطح ونباتات البيت. البشبوري القابل للضبط يعمل جيدًا.'),
    r('karima', 4, 90, 'Keep one for pesticides and another for plain water.', 'خصص واحدًا للمبيدات وآخر للماء فقط.'),
    r('marwa', 3, 170, 'The seal started leaking after three months.', 'الجلدة بدأت تسرب بعد ثلاثة أشهر.'),
  ],
  'truper-steel-wheelbarrow-85l': [
    r('ibrahim', 5, 70, 'Carries compost sacks all day over sand without the tyre sinking.', 'ينقل شكاير الكمبوست طوال اليوم على الرمل دون أن تغرز العجلة.'),
    r('tarek', 4, 180, 'Strong, but the assembly took an hour.', 'قوي، لكن التركيب أخذ ساعة.'),
  ],
  'hanna-hi98129-combo-ph-ec-tds-tester': [
    r('khaled', 5, 40, 'Reads the pH and EC of the nutrient solution in seconds. Calibrate it every week.', 'يقيس الحموضة والتوصيل الكهربي للمحلول المغذي في ثوانٍ. عايره كل أسبوع.'),
    r('nermeen', 4, 150, 'Accurate, but the calibration solutions cost extra.', 'دقيق، لكن محاليل المعايرة بتكلفة إضافية.'),
  ],
  'truper-garden-trowel-and-transplanter-set': [
    r('doaa', 4, 45, 'A nice set for pots and for transplanting seedlings.', 'طقم لطيف للأصص ولشتل الشتلات.'),
    r('marwa', 5, 120, "Strong blades that don't bend in the dry soil of my balcony pots.", 'أنصال قوية لا تنثني في التربة الجافة لأصص البلكونة.'),
  ],

  // ───────────────────────────── Machines ─────────────────────────────
  'honda-fj500-power-tiller': [
    r('sherif', 5, 60, 'Prepares my greenhouse beds in half the time, and starts on the first pull.', 'يجهز أحواض الصوبة في نصف الوقت، ويدور من أول شدة.'),
    r('tarek', 4, 200, 'A good machine, but the service centres are only in the big cities.', 'ماكينة جيدة، لكن مراكز الصيانة في المدن الكبيرة فقط.'),
  ],
  'honda-wb20xt-2-inch-water-pump': [
    r('hassan', 5, 40, 'Lifts water from the canal to my field in Minya without trouble, and it is easy on petrol.', 'يرفع المياه من الترعة لأرضي في المنيا بدون مشاكل، وموفر في البنزين.'),
    r('amal', 4, 110, 'Light enough to carry between plots. Priming it takes practice.', 'خفيف يمكن نقله بين القطع. تحضيره يحتاج بعض التعود.'),
    r('magdy', 5, 190, 'Two seasons and no repairs.', 'موسمان بلا أي إصلاح.'),
  ],
  'honda-wb30xt-3-inch-water-pump': [
    r('yasser', 5, 30, 'Waters my feddan of rice quickly from the mesqa.', 'يروي فدان الأرز بسرعة من المسقى.'),
    r('fathi', 5, 100, 'Strong flow and a reliable engine. Worth the price.', 'تصرف قوي ومحرك موثوق. يستحق السعر.'),
    r('emad', 4, 180, 'Heavy for one man to move.', 'ثقيل على شخص واحد لنقله.'),
  ],
  'yanmar-l100-diesel-irrigation-pump-set-3-inch': [
    r('said', 5, 70, 'Diesel costs less than petrol on long irrigation nights, and it runs for hours.', 'السولار أرخص من البنزين في ليالي الري الطويلة، ويعمل لساعات.'),
    r('adel', 4, 190, 'A good set, if a bit loud.', 'مجموعة جيدة، وإن كانت عالية الصوت قليلًا.'),
  ],
  'stihl-fs-120-brush-cutter': [
    r('nabil', 5, 50, 'Clears the weeds between the mango rows fast.', 'ينظف الحشائش بين صفوف المانجو بسرعة.'),
    r('ahmed', 4, 150, 'Strong, but heavy on the shoulder after an hour; use the harness.', 'قوي، لكنه ثقيل على الكتف بعد ساعة؛ استخدم الحزام.'),
  ],
  'stihl-sr-420-motorised-mist-blower-sprayer': [
    r('nabil', 5, 80, 'Reaches the tops of our mango trees; we spray the whole orchard in one morning.', 'يصل لقمم أشجار المانجو؛ نرش البستان كله في صباح واحد.'),
    r('walid', 4, 170, 'Good coverage on the date palms. Heavy with a full tank.', 'تغطية جيدة على النخيل. ثقيل والخزان ممتلئ.'),
  ],
  'stihl-ms-250-chainsaw': [
    r('sameh', 5, 100, 'Used it to renew old guava trees. Easy to start and to sharpen.', 'استخدمته لتجديد أشجار الجوافة القديمة. سهل التشغيل والسن.'),
    r('hamdi', 4, 210, 'A strong saw. Use proper chain oil.', 'منشار قوي. استخدم زيت السلسلة المناسب.'),
  ],
  'stihl-bt-131-earth-auger': [
    r('abdallah', 5, 120, 'Dug the holes for 600 olive saplings in two days.', 'حفرت جور 600 شتلة زيتون في يومين.'),
  ],
  'matabi-super-agro-16-manual-knapsack-sprayer': [
    r('mahmoud', 5, 20, "The best manual knapsack sprayer I have used; the pump doesn't tire you.", 'أفضل رشاشة ظهرية يدوية استخدمتها؛ الطلمبة لا تتعبك.'),
    r('zeinab', 4, 80, 'An even spray, and the seals are better than on the cheap sprayers.', 'رش منتظم، والجلب أفضل من الرشاشات الرخيصة.'),
    r('reda', 5, 160, 'Three seasons and it still holds pressure.', 'ثلاثة مواسم وما زالت تحتفظ بالضغط.'),
  ],
  'honda-wjr2525-engine-knapsack-power-sprayer': [
    r('wael', 4, 110, 'Much faster than the manual one in the strawberries, but loud.', 'أسرع بكثير من اليدوية في الفراولة، لكنها عالية الصوت.'),
  ],

  // ───────────────────────────── Chemicals ─────────────────────────────
  'syngenta-ridomil-gold-mz-68-wg-1kg': [
    r('yasser', 5, 20, 'Saved my potatoes from late blight in a foggy February. Spray before the symptoms show.', 'أنقذ البطاطس من الندوة المتأخرة في فبراير الضبابي. رش قبل ظهور الأعراض.'),
    r('mostafa', 5, 70, 'Works on tomato blight too. Keep to the pre-harvest interval on the label.', 'يعمل على ندوة الطماطم أيضًا. التزم بفترة الأمان المكتوبة على العبوة.'),
    r('hany', 4, 150, 'Effective, but no more than three sprays a season, so the disease does not build resistance.', 'فعال، لكن لا ترشه أكثر من ثلاث مرات في الموسم حتى لا يكتسب المرض مقاومة.'),
  ],
  'syngenta-amistar-top-32-5-sc-250ml': [
    r('wael', 5, 50, 'Cleared the powdery mildew on my strawberries in one spray.', 'قضى على البياض الدقيقي في الفراولة من رشة واحدة.'),
    r('sherif', 4, 140, 'Good on the leaf spots of cucumber; alternate it with other groups.', 'جيد على تبقعات أوراق الخيار؛ بادل بينه وبين مجموعات أخرى.'),
  ],
  'syngenta-topas-10-ec-penconazole-250ml': [
    r('abdallah', 5, 40, 'The standard for powdery mildew on grapes: a low dose and a good result.', 'الأساسي للبياض الدقيقي في العنب: جرعة قليلة ونتيجة جيدة.'),
    r('ali', 4, 110, 'Works on mango powdery mildew at flowering.', 'يعمل على البياض الدقيقي للمانجو وقت التزهير.'),
    r('fatma', 4, 190, 'The small bottle lasts a long time. Effective.', 'العبوة الصغيرة تدوم طويلًا. فعال.'),
  ],
  'bayer-antracol-70-wp-propineb-1kg': [
    r('hany', 4, 60, 'A good protective spray for potatoes and tomatoes between the systemic ones.', 'رشة وقائية جيدة للبطاطس والطماطم بين الرشات الجهازية.'),
    r('zeinab', 4, 170, 'Cheap, and the leaves stay a healthy green.', 'رخيص، والأوراق تبقى خضراء صحية.'),
  ],
  'basf-cabrio-top-60-wg-1kg': [
    r('wael', 5, 90, 'Excellent on downy mildew in grapes and cucumbers. I hope it is back in stock soon.', 'ممتاز على البياض الزغبي في العنب والخيار. أتمنى أن يتوفر قريبًا.'),
  ],
  'syngenta-actara-25-wg-thiamethoxam-100g': [
    r('mostafa', 5, 30, 'Keeps whitefly and aphids off the tomatoes for about two weeks.', 'يكافح الذبابة البيضاء والمن في الطماطم لمدة أسبوعين تقريبًا.'),
    r('omar', 4, 100, 'Works well through the drip at transplanting.', 'يعمل جيدًا مع التنقيط عند الشتل.'),
    r('karima', 4, 180, 'Strong: think of the bees and never spray it at flowering.', 'قوي: راعِ النحل ولا ترشه أبدًا وقت التزهير.'),
  ],
  'syngenta-vertimec-1-8-ec-abamectin-1l': [
    r('wael', 5, 40, 'Killed the red spider mite on my strawberries; a second spray a week later finished them off.', 'قضى على العنكبوت الأحمر في الفراولة؛ الرشة الثانية بعد أسبوع أنهته.'),
    r('ahmed', 4, 130, 'Good against the leaf miner on tomatoes too.', 'جيد ضد صانعة الأنفاق في الطماطم أيضًا.'),
  ],
  'kz-malathion-57-ec-1l': [
    r('said', 3, 50, "Cheap and works on aphids, but the smell is strong and it doesn't last long.", 'رخيص ويعمل على المن، لكن رائحته قوية وأثره لا يدوم طويلًا.'),
    r('gamal', 4, 140, 'Still useful in Aswan when used with care and the right interval before harvest.', 'ما زال مفيدًا في أسوان إذا استُخدم بحرص مع فترة الأمان المناسبة قبل الحصاد.'),
  ],
  'syngenta-topik-15-wp-clodinafop-140g': [
    r('fathi', 5, 35, 'Cleared the wild oats from my wheat without harming it.', 'نظف القمح من الزمير دون أن يضره.'),
    r('hoda', 5, 100, 'One sachet per feddan about a month after sowing, and the field was clean at harvest.', 'كيس واحد للفدان بعد الزراعة بحوالي شهر، وكان الحقل نظيفًا عند الحصاد.'),
    r('emad', 4, 180, 'Works on grass weeds only; broad-leaved weeds need another product.', 'يعمل على الحشائش النجيلية فقط؛ الحشائش عريضة الأوراق تحتاج منتجًا آخر.'),
  ],
  'basf-stomp-extra-45-5-cs-pendimethalin-1l': [
    r('said', 4, 60, 'Sprayed before emergence, it kept the onion field clean for the first weeks.', 'رششته قبل الإنبات فحافظ على حقل البصل نظيفًا في الأسابيع الأولى.'),
    r('sabry', 4, 160, 'It needs moist soil to work, so spray right after irrigating.', 'يحتاج تربة رطبة ليعمل، فرش بعد الري مباشرة.'),
  ],
  'shoura-glyphosate-48-sl-1l': [
    r('walid', 4, 40, 'Cleared the weeds from the field edges and the banks of the mesqa.', 'نظف الحشائش من حواف الحقل وجسور المسقى.'),
    r('magdy', 3, 120, 'It works, but slowly: two weeks before the weeds dried. Never let the drift reach your crop.', 'يعمل لكن ببطء: أسبوعان حتى جفت الحشائش. لا تدع الرذاذ يصل إلى محصولك.'),
    r('ibrahim', 4, 190, 'Good value for clearing land before planting.', 'سعر جيد لتنظيف الأرض قبل الزراعة.'),
  ],
  'kz-wettable-sulphur-80-wp-1kg': [
    r('abdallah', 5, 55, "Cheap protection against powdery mildew on grapes. Don't spray it in the midday heat.", 'حماية رخيصة من البياض الدقيقي في العنب. لا ترشه في حر الظهر.'),
    r('mahmoud', 4, 130, 'Helps against mites on the vegetables as well.', 'يساعد أيضًا ضد الأكاروس على الخضار.'),
    r('hamdi', 4, 200, 'Mixes well in water, with no lumps.', 'يختلط جيدًا بالماء بلا تكتلات.'),
  ],

  // ───────────────────────────── Plants ─────────────────────────────
  'hybrid-tomato-seedlings-tray-209': [
    r('mostafa', 5, 25, 'Strong seedlings with a good root ball; 95% survived transplanting.', 'شتلات قوية بصلايات جيدة؛ 95% نجحت بعد الشتل.'),
    r('hany', 4, 90, 'They came in a ventilated carton, a little tired from the trip, and recovered within days.', 'وصلت في كرتونة مهواة، متعبة قليلًا من السفر، وتعافت خلال أيام.'),
    r('nadia', 4, 170, 'Saves me a month of nursery work.', 'توفر عليّ شهرًا من شغل المشتل.'),
  ],
  'sweet-pepper-seedlings-tray-209': [
    r('amal', 4, 60, 'Healthy, even seedlings. Plant them in the evening.', 'شتلات صحية ومتجانسة. ازرعها في المساء.'),
    r('marwa', 4, 150, 'Good for my small greenhouse; all but five took.', 'جيدة لصوبتي الصغيرة؛ نجحت كلها عدا خمس.'),
  ],
  'strawberry-fortuna-fresh-transplants-100': [
    r('wael', 5, 35, 'Planted the fresh Fortuna transplants in September in Ismailia; the first fruit came in November.', 'زرعت شتلات فورتشن الطازجة في سبتمبر في الإسماعيلية؛ أول ثمار جاءت في نوفمبر.'),
    r('nabil', 4, 120, 'Mostly healthy; a few crowns arrived dry.', 'أغلبها سليم؛ بعض التيجان وصلت جافة.'),
  ],
  'mango-keitt-grafted-sapling': [
    r('nabil', 5, 60, "The Keitt grafts took well in Ismailia's sandy soil. A good late variety.", 'تطعيمات الكيت نجحت في أرض الإسماعيلية الرملية. صنف متأخر جيد.'),
    r('gamal', 4, 200, 'Healthy saplings; shade them from the sun in their first summer.', 'شتلات سليمة؛ احمها من الشمس في أول صيف.'),
  ],
  'guava-baladi-sapling': [
    r('sabry', 5, 45, 'The baladi guava grows fast; mine fruited in the second year.', 'الجوافة البلدي تنمو بسرعة؛ أثمرت عندي في السنة الثانية.'),
    r('mahmoud', 5, 110, 'Cheap, strong saplings. The soil around Damanhour loves them.', 'شتلات رخيصة وقوية. أرض دمنهور تحبها.'),
    r('doaa', 4, 190, 'Grew well in a big pot on my roof.', 'نمت جيدًا في أصيص كبير على السطح.'),
  ],
  'navel-orange-washington-sapling-volkamer': [
    r('sameh', 5, 70, 'Grafted on Volkamer lemon, vigorous and healthy. Watch for leaf miner on the new flush.', 'مطعم على الفولكامريانا، قوي وصحي. راقب صانعة الأنفاق على النموات الجديدة.'),
    r('emad', 4, 180, 'Good saplings for the price, labelled and true to variety.', 'شتلات جيدة بالنسبة لسعرها، عليها بطاقة ومطابقة للصنف.'),
  ],
  'olive-picual-sapling-1-year': [
    r('ibrahim', 5, 30, 'Picual suits the new lands; I planted 200 per feddan under drip in Nubaria.', 'البيكوال مناسب للأراضي الجديدة؛ زرعت 200 شتلة للفدان تحت التنقيط في النوبارية.'),
    r('walid', 5, 100, 'They survived the heat of Kharga with a little shade in the first summer.', 'تحملت حر الخارجة مع قليل من الظل في أول صيف.'),
    r('abdallah', 4, 170, 'Very cheap. A few saplings were small, but all of them took.', 'رخيصة جدًا. بعض الشتلات كانت صغيرة، لكنها نجحت كلها.'),
  ],
  'date-palm-barhi-tissue-culture': [
    r('gamal', 5, 80, 'Tissue-culture Barhi with strong roots; offshoots from the market are a gamble by comparison.', 'برحي نسيجي بجذور قوية؛ الفسائل من السوق مغامرة بالمقارنة.'),
    r('walid', 5, 200, 'Growing well in the New Valley. Expensive, but true to variety.', 'تنمو جيدًا في الوادي الجديد. غالية لكنها مطابقة للصنف.'),
  ],
  'flame-seedless-grape-rooted-cuttings-10': [
    r('abdallah', 4, 90, 'Rooted well on drip; I trained them to a single cane in the first winter.', 'تجذرت جيدًا على التنقيط؛ ربيتها على قصبة واحدة في أول شتاء.'),
    r('sherif', 4, 190, 'Healthy cuttings and good packing.', 'عقل صحية وتغليف جيد.'),
  ],
  'potted-mint-and-basil-herb-duo': [
    r('rasha', 5, 20, 'Arrived green and fresh; the mint has already given two cuttings.', 'وصلت خضراء وطازجة؛ النعناع أعطى قطفتين بالفعل.'),
    r('nermeen', 5, 80, 'My children love watering them on the balcony.', 'أطفالي يحبون ريها في البلكونة.'),
    r('marwa', 4, 160, 'The basil wants more sun than my window gives it.', 'الريحان يحتاج شمسًا أكثر مما تعطيه نافذتي.'),
  ],

  // ───────────────────────────── Pots and planters ─────────────────────────────
  'black-plastic-nursery-pots-20cm-50': [
    r('salma', 4, 40, 'Good thickness for saplings, and the drainage holes are enough.', 'سمك جيد للشتلات، وفتحات الصرف كافية.'),
    r('hamdi', 3, 150, 'Some pots cracked in the sun after a summer.', 'بعض الأصص تشققت في الشمس بعد صيف واحد.'),
  ],
  'fustat-terracotta-clay-pot-30cm': [
    r('nermeen', 5, 30, 'A beautiful handmade pot that keeps the roots cool in summer.', 'أصيص جميل مصنوع يدويًا يحافظ على برودة الجذور في الصيف.'),
    r('rasha', 5, 90, 'It breathes well; my rosemary has never been healthier.', 'يتنفس جيدًا؛ الروزماري عندي لم يكن أفضل من ذلك أبدًا.'),
    r('karima', 4, 160, 'One arrived with a small chip, but otherwise it was well packed.', 'واحد وصل بكسر صغير في الحافة، لكن التغليف كان جيدًا عمومًا.'),
  ],
  'terracotta-pot-set-of-3': [
    r('doaa', 5, 50, 'Nice sizes for herbs on the kitchen window.', 'مقاسات لطيفة للأعشاب على شباك المطبخ.'),
    r('marwa', 4, 140, 'Water more often in summer: clay dries quickly.', 'اسقِ أكثر في الصيف: الفخار يجف بسرعة.'),
  ],
  'balcony-rectangular-planter-60cm-with-tray': [
    r('karima', 4, 35, 'The tray saves the balcony floor. Good for lettuce and rocket.', 'الصينية تحمي أرضية البلكونة. مناسب للخس والجرجير.'),
    r('nermeen', 4, 120, 'Light and strong; four of them fit my balcony railing.', 'خفيف وقوي؛ أربعة منه تكفي سور البلكونة.'),
    r('tarek', 3, 200, 'The plastic faded in the sun after a year.', 'البلاستيك بهت في الشمس بعد سنة.'),
  ],
  'self-watering-pot-25cm': [
    r('rasha', 5, 45, 'Perfect for a week away in summer.', 'مثالي لأسبوع سفر في الصيف.'),
    r('salma', 4, 170, "Works well, but don't fill the reservoir in winter or the roots stay wet.", 'يعمل جيدًا، لكن لا تملأ الخزان في الشتاء حتى لا تبقى الجذور مبتلة.'),
  ],
  'fabric-grow-bags-50l-pack-5': [
    r('rasha', 5, 25, "Grew tomatoes and peppers on the roof; the roots get air-pruned and don't circle.", 'زرعت طماطم وفلفلًا على السطح؛ الجذور تتقلم بالهواء ولا تلتف حول نفسها.'),
    r('tarek', 4, 110, 'They dry out fast in June, so water daily.', 'تجف بسرعة في يونيو، فاسقِ يوميًا.'),
    r('doaa', 5, 190, 'Light to move, and they last more than one season.', 'خفيفة النقل وتعيش أكثر من موسم.'),
  ],
  'vertical-felt-wall-planter-7-pockets': [
    r('nermeen', 4, 60, 'A pretty green wall for herbs; the pockets need water every day in summer.', 'جدار أخضر جميل للأعشاب؛ الجيوب تحتاج ريًا يوميًا في الصيف.'),
    r('karima', 3, 150, 'Water seeps through onto the wall, so put a tray underneath.', 'الماء يتسرب على الحائط، فضع صينية تحته.'),
  ],

  // ───────────────────────────── Garden supplies ─────────────────────────────
  'klasmann-ts1-peat-moss-seedling-substrate': [
    r('khaled', 5, 30, 'Germination in the trays is even with TS1: a fine texture and the right pH.', 'الإنبات متجانس في الصواني مع TS1: قوام ناعم وحموضة مناسبة.'),
    r('mostafa', 5, 90, 'Our nursery uses nothing else. Mix it 3 to 1 with perlite.', 'مشتلنا لا يستخدم غيره. اخلطه 3 إلى 1 مع البيرلايت.'),
    r('sherif', 4, 170, 'Excellent, just expensive since the dollar went up.', 'ممتاز، فقط أصبح غاليًا منذ ارتفاع الدولار.'),
  ],
  'expanded-perlite-100l': [
    r('khaled', 4, 50, 'Clean perlite. Wet it before mixing to keep the dust down.', 'بيرلايت نظيف. رطّبه قبل الخلط لتقليل الغبار.'),
    r('rasha', 5, 140, 'Made the potting mix for my roof much lighter.', 'جعل خلطة الأصص على السطح أخف بكثير.'),
  ],
  'seedling-trays-209-cell-pack-10': [
    r('mostafa', 4, 40, 'Stiff enough to reuse for three seasons if you wash them and keep them in the shade.', 'صلبة بما يكفي لإعادة استخدامها ثلاثة مواسم إذا غسلتها وحفظتها في الظل.'),
    r('amal', 4, 160, 'Standard 209 trays that fit my nursery benches.', 'صواني 209 قياسية تناسب طاولات مشتلي.'),
  ],
  'shade-net-50-percent-4x25m': [
    r('nabil', 5, 70, 'Brought the leaf temperature down in the summer nursery; the seedlings stopped wilting at noon.', 'خفضت حرارة الأوراق في المشتل الصيفي؛ الشتلات توقفت عن الذبول وقت الظهر.'),
    r('gamal', 4, 190, 'A good net. Tie it down well, the Aswan wind is strong.', 'شبكة جيدة. اربطها جيدًا، فرياح أسوان قوية.'),
  ],
  'shade-net-70-percent-4x25m': [
    r('walid', 4, 110, 'I use it over the hardening-off area for the saplings.', 'أستخدمها فوق منطقة أقلمة الشتلات.'),
  ],
  'black-mulch-film-25-micron-1-2m-500m': [
    r('omar', 5, 45, 'Fewer weeds and less water for my melons, and the soil stays warm in early spring.', 'حشائش أقل وماء أقل للكنتالوب، والتربة تبقى دافئة في أول الربيع.'),
    r('wael', 4, 160, 'The right thickness for one season of strawberries.', 'سمك مناسب لموسم فراولة واحد.'),
  ],
  'greenhouse-film-uv-200-micron-12x50m': [
    r('sherif', 5, 120, 'Second year on my greenhouse and still clear; the UV protection is real.', 'السنة الثانية على صوبتي وما زال شفافًا؛ الحماية من الأشعة فوق البنفسجية حقيقية.'),
  ],
  'polypropylene-trellis-twine-2kg': [
    r('mostafa', 4, 60, "Strong twine for tying up greenhouse tomatoes, and it doesn't cut the stems.", 'دوبارة قوية لربط طماطم الصوبة، ولا تجرح السيقان.'),
    r('khaled', 4, 170, 'Enough for a whole greenhouse.', 'تكفي صوبة كاملة.'),
  ],
  'ready-potting-mix-20l': [
    r('doaa', 5, 15, 'Ready to use; my seedlings on the balcony are thriving.', 'جاهزة للاستخدام؛ شتلاتي في البلكونة تنمو بشكل رائع.'),
    r('marwa', 4, 80, 'A good mix, a bit wet when it arrived.', 'خلطة جيدة، كانت مبتلة قليلًا عند وصولها.'),
    r('karima', 5, 150, 'Light and airy, and no fungus gnats like with the cheap soil.', 'خفيفة ومهواة، وبدون ذباب الفطر كما في التربة الرخيصة.'),
  ],
};
