/**
 * Demo farm calendar for Egypt: a full year of seasonal tasks. Data only.
 *
 * - crop_slug refers to crops.ts; null for tasks that concern every farm (frost, heat, khamaseen winds…) or a crop
 *   outside the catalogue (cotton).
 * - climate_zone uses the crop climate zones of crops.ts, and for a crop task it is that crop's zone, so that a
 *   filter by climate zone returns the tasks of the crops suited to it. General tasks use 'arid' (Egypt's climate).
 * - season: Egypt's cropping seasons (winter, summer, nili) for annual crops; spring, summer, fall or winter by
 *   the calendar for orchards and general tasks.
 * - week_start/week_end: weeks 1–4 of the month (week 4 runs to the month's end).
 */

export interface DemoSeasonalTask {
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  crop_slug: string | null;
  climate_zone: string;
  season: 'winter' | 'summer' | 'nili' | 'spring' | 'fall';
  month: number;
  week_start: 1 | 2 | 3 | 4;
  week_end: 1 | 2 | 3 | 4;
  priority: 'low' | 'medium' | 'high';
}

export const demoSeasonalTasks: DemoSeasonalTask[] = [
  // ───────────── January ─────────────
  {
    title: 'Protect nurseries and young plants from frost',
    title_ar: 'حماية المشاتل والنباتات الصغيرة من الصقيع',
    description:
      'Clear, calm January nights can fall below freezing in Middle and Upper Egypt and in the desert lands. Cover nurseries and young vegetable plants with plastic or non-woven cover at night, irrigate lightly the day before an expected frost (moist soil releases more heat), and avoid nitrogen that pushes soft growth. Open the covers on sunny days to prevent overheating.',
    description_ar:
      'قد تنخفض الحرارة تحت الصفر في ليالي يناير الصافية الساكنة بمصر الوسطى والوجه القبلي والأراضي الصحراوية. غطِّ المشاتل ونباتات الخضر الصغيرة بالبلاستيك أو بغطاء الأجريل ليلاً، واروِ رياً خفيفاً في اليوم السابق للصقيع المتوقع لأن التربة الرطبة تطلق حرارة أكثر، وتجنب التسميد الآزوتي الذي يدفع نمواً غضاً. وافتح الأغطية في الأيام المشمسة لمنع ارتفاع الحرارة.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Wheat: second nitrogen dose before the second irrigation',
    title_ar: 'القمح: الدفعة الثانية من السماد الآزوتي قبل الرية الثانية',
    description:
      'For wheat sown in mid-November, apply the second half of the nitrogen (about 35–40 kg N per feddan in the old lands, e.g. 80 kg of urea 46%) just before the second irrigation. In sandy lands split the nitrogen into smaller doses with each irrigation. Broadcast on a calm day and irrigate straight after.',
    description_ar:
      'للقمح المزروع في منتصف نوفمبر، أضف النصف الثاني من السماد الآزوتي (نحو 35–40 وحدة آزوت للفدان في الأراضي القديمة، مثل 80 كجم يوريا 46%) قبل الرية الثانية مباشرة. وفي الأراضي الرملية تُقسم الكمية على دفعات أصغر مع الريات. انثر السماد في يوم هادئ الرياح واروِ بعده مباشرة.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },
  {
    title: 'Grapes: finish winter pruning and apply the dormancy breaker',
    title_ar: 'العنب: إتمام التقليم الشتوي ورش كاسر السكون',
    description:
      'Complete winter pruning according to variety: cane pruning for Thompson Seedless and Superior, spur or mixed pruning for others. In warm areas where chilling is short, spray hydrogen cyanamide at the label dose right after pruning to obtain even budbreak, wearing gloves, mask and goggles. Burn or remove the prunings to reduce disease carry-over.',
    description_ar:
      'أتمّ التقليم الشتوي حسب الصنف: التقليم القصبي للطومسون سيدلس والسوبيريور، والتقليم الدبلوقي أو المختلط لغيرهما. وفي المناطق الدافئة التي لا تكفي فيها ساعات البرودة، رش سياناميد الهيدروجين بالجرعة المدونة على العبوة بعد التقليم مباشرة للحصول على تفتح منتظم للبراعم، مع ارتداء القفازات والكمامة والنظارة. وأزل مخلفات التقليم من المزرعة للحد من انتقال الأمراض.',
    crop_slug: 'grapes',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Potato: plant the summer crop with imported seed',
    title_ar: 'البطاطس: زراعة العروة الصيفية بالتقاوي المستوردة',
    description:
      'Plant certified imported seed tubers after they have sprouted in diffuse light. Large tubers may be cut into pieces of 40–60 g with at least two eyes each, left 2–3 days to heal before planting. Plant into moist soil 8–10 cm deep and use a seed rate of about 1–1.5 tonnes per feddan.',
    description_ar:
      'ازرع التقاوي المستوردة المعتمدة بعد تنبيتها في ضوء غير مباشر. يمكن تقطيع الدرنات الكبيرة إلى قطع وزنها 40–60 جم بكل منها عينان على الأقل، وتُترك 2–3 أيام لتجف أسطح القطع قبل الزراعة. ازرع في تربة رطبة على عمق 8–10 سم بمعدل تقاوٍ نحو 1–1.5 طن للفدان.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'summer',
    month: 1,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Onion: finish transplanting in the Delta',
    title_ar: 'البصل: إتمام الشتل في الدلتا',
    description:
      'Finish transplanting onion seedlings by mid-January; seedlings 45–60 days old and about pencil-thick establish best. Trim very long roots and tops lightly, set transplants on both sides of the rows and irrigate immediately. Late transplanting shortens the growing period and lowers bulb size.',
    description_ar:
      'أتمّ شتل البصل بحلول منتصف يناير، وأفضل الشتلات ما كان عمرها 45–60 يوماً وسمكها في سمك القلم الرصاص. قصّ الجذور والأوراق الطويلة جداً قليلاً، واشتل على ريشتي الخط، واروِ بعد الشتل مباشرة. يؤدي التأخير في الشتل إلى قصر فترة النمو وصغر حجم الأبصال.',
    crop_slug: 'onion',
    climate_zone: 'temperate',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 2,
    priority: 'medium',
  },
  {
    title: 'Orchards: winter manuring of fruit trees',
    title_ar: 'البساتين: التسميد العضوي الشتوي لأشجار الفاكهة',
    description:
      'While trees are resting, place 20–40 kg of well-rotted manure or compost per mature tree in trenches or holes under the outer edge of the canopy, with about 1 kg of superphosphate and, in calcareous or sandy soils, 0.5–1 kg of agricultural sulphur. Cover and irrigate. Never use fresh manure, which carries weeds and nematodes.',
    description_ar:
      'أثناء فترة الراحة ضع 20–40 كجم من السماد البلدي المتحلل أو الكمبوست لكل شجرة مثمرة في خنادق أو جور أسفل حافة المجموع الخضري، مع نحو 1 كجم سوبر فوسفات، و0.5–1 كجم كبريت زراعي في الأراضي الجيرية والرملية. اردم واروِ. ولا تستخدم السماد البلدي الطازج لأنه يحمل بذور الحشائش والنيماتودا.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Strawberry: grey mould control and harvest hygiene',
    title_ar: 'الفراولة: مقاومة العفن الرمادي ونظافة الجمع',
    description:
      'Cool, humid weather favours grey mould (Botrytis). Remove rotten and damaged fruit from the field at every picking, ventilate low tunnels during the day and avoid wetting the foliage. Pick every 2–3 days in the early morning and move fruit to shade or cold storage quickly.',
    description_ar:
      'يناسب الجو البارد الرطب انتشار العفن الرمادي (البوتريتس). أزل الثمار المتعفنة والمصابة من الحقل في كل جمعة، وهوِّ الأنفاق المنخفضة نهاراً، وتجنب ابتلال المجموع الخضري. اجمع كل 2–3 أيام في الصباح الباكر وانقل الثمار بسرعة إلى الظل أو التبريد.',
    crop_slug: 'strawberry',
    climate_zone: 'temperate',
    season: 'winter',
    month: 1,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Faba bean: watch for chocolate spot',
    title_ar: 'الفول البلدي: مراقبة مرض التبقع البني (الشيكولاتي)',
    description:
      'Chocolate spot (Botrytis fabae) spreads fast in dense fields during foggy, humid spells. Inspect the lower leaves weekly; at the first reddish-brown spots spray a recommended fungicide and repeat after 10–15 days if the weather stays humid. Avoid excess irrigation and dense sowing.',
    description_ar:
      'ينتشر مرض التبقع البني (الشيكولاتي) بسرعة في الزراعات الكثيفة خلال فترات الضباب والرطوبة العالية. افحص الأوراق السفلية أسبوعياً، وعند ظهور أول البقع البنية المحمرة رش مبيداً فطرياً موصى به وكرر الرش بعد 10–15 يوماً إذا استمر الجو رطباً. وتجنب الإسراف في الري والزراعة الكثيفة.',
    crop_slug: 'faba-bean',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 1,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── February ─────────────
  {
    title: 'Mango: flowering care',
    title_ar: 'المانجو: رعاية الأشجار أثناء التزهير',
    description:
      'Cut out and destroy malformed (bunchy) panicles caused by mango malformation as soon as they appear. Protect the flowers against powdery mildew with a sulphur or other recommended fungicide when 10–20% of panicles open, and control mango hoppers. Do not irrigate heavily or apply nitrogen at full bloom; resume regular irrigation after fruit set.',
    description_ar:
      'اقطع الشماريخ الزهرية المشوهة وأعدمها فور ظهورها. احمِ الأزهار من البياض الدقيقي بالرش بالكبريت أو بمبيد فطري موصى به عند تفتح 10–20% من النورات، وقاوم نطاط المانجو. لا تروِ رياً غزيراً ولا تضف سماداً آزوتياً في أثناء التزهير الكامل، واستأنف الري المنتظم بعد العقد.',
    crop_slug: 'mango',
    climate_zone: 'subtropical',
    season: 'spring',
    month: 2,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Wheat: scout for yellow rust and aphids',
    title_ar: 'القمح: مراقبة الصدأ الأصفر والمن',
    description:
      'Walk the field weekly, especially in the northern Delta where fog and dew favour yellow (stripe) rust. At the first yellow stripes of pustules, spray a recommended triazole fungicide and inform the local extension office. Aphid colonies on leaves and ears are usually held down by ladybirds; spray only if numbers keep rising.',
    description_ar:
      'تفقّد الحقل أسبوعياً، وبخاصة في شمال الدلتا حيث يساعد الضباب والندى على انتشار الصدأ الأصفر (المخطط). عند ظهور أول خطوط البثرات الصفراء رش مبيداً فطرياً موصى به من مجموعة الترايازول وأبلغ الإرشاد الزراعي. وعادة ما تكفي أبو العيد (الدعسوقة) للحد من المن على الأوراق والسنابل، فلا ترش إلا إذا استمرت أعداده في الزيادة.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 2,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Citrus: spring pruning and first fertilizer dose',
    title_ar: 'الموالح: التقليم الربيعي والدفعة الأولى من التسميد',
    description:
      'After the navel harvest, remove dead, diseased and crossing branches and water shoots, and paint large cuts. Apply the first third of the year’s nitrogen before flowering (for a mature tree about 0.4 kg N, e.g. 2 kg of ammonium sulphate), with potassium and magnesium. Irrigate before and after fertilizing.',
    description_ar:
      'بعد جمع البرتقال أبو سرة، أزل الأفرع الميتة والمصابة والمتشابكة والسرطانات، وادهن أماكن القطع الكبيرة. أضف الثلث الأول من السماد الآزوتي السنوي قبل التزهير (للشجرة المثمرة نحو 0.4 كجم آزوت، مثل 2 كجم سلفات نشادر) مع البوتاسيوم والماغنسيوم. واروِ قبل التسميد وبعده.',
    crop_slug: 'orange',
    climate_zone: 'subtropical',
    season: 'spring',
    month: 2,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Tomato: transplant the summer crop',
    title_ar: 'الطماطم: شتل العروة الصيفية',
    description:
      'Transplant healthy, hardened seedlings with 4–5 true leaves. In cold areas use low tunnels until mid-March. Treat the planting water or the roots against damping-off, and put up yellow sticky traps and pheromone traps for Tuta absoluta from the first day.',
    description_ar:
      'اشتل شتلات سليمة مُقسّاة بها 4–5 أوراق حقيقية. وفي المناطق الباردة استخدم الأنفاق المنخفضة حتى منتصف مارس. عالج ماء الشتل أو الجذور ضد أعفان الجذور وسقوط البادرات، وركّب المصائد الصفراء اللاصقة ومصائد الفرمون لحافرة أنفاق الطماطم (التوتا أبسلوتا) من اليوم الأول.',
    crop_slug: 'tomato',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 2,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Potato: keep up the late blight spray programme',
    title_ar: 'البطاطس: الاستمرار في برنامج رش اللفحة المتأخرة',
    description:
      'Foggy nights and days of 10–20 °C are ideal for late blight. Spray a protective fungicide every 7–10 days and switch to a systemic one when infection conditions persist or the first spots appear, rotating active ingredients. Remove volunteer potatoes and cull piles, which carry the disease between plantings.',
    description_ar:
      'الليالي الضبابية والأيام التي تتراوح حرارتها بين 10 و20 درجة مئوية مثالية لانتشار اللفحة المتأخرة. رش مبيداً فطرياً وقائياً كل 7–10 أيام، وانتقل إلى مبيد جهازي عند استمرار ظروف العدوى أو ظهور أول البقع، مع تبديل المواد الفعالة. وتخلص من نباتات البطاطس النامية ذاتياً وأكوام الدرنات المستبعدة لأنها تنقل المرض بين العروات.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'winter',
    month: 2,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Plant new fruit trees',
    title_ar: 'زراعة أشجار الفاكهة الجديدة',
    description:
      'Late February to March, after the frost risk, is the best time to plant citrus, mango and guava. Dig holes about 80 × 80 × 80 cm, mix the topsoil with well-rotted manure and 0.5 kg of superphosphate, plant at the same depth as in the nursery and irrigate immediately. Buy certified, virus-free transplants from licensed nurseries.',
    description_ar:
      'أواخر فبراير ومارس، بعد زوال خطر الصقيع، أنسب وقت لزراعة الموالح والمانجو والجوافة. احفر جوراً بأبعاد نحو 80 × 80 × 80 سم، واخلط التربة السطحية بالسماد البلدي المتحلل و0.5 كجم سوبر فوسفات، وازرع الشتلة على العمق نفسه الذي كانت عليه في المشتل واروِ فوراً. واشترِ شتلات معتمدة خالية من الفيروسات من مشاتل مرخصة.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'spring',
    month: 2,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Date palm: clean the crowns before pollination',
    title_ar: 'النخيل: تنظيف رؤوس النخيل قبل التلقيح',
    description:
      'Remove dry fronds, old leaf bases (takrib) and the spines around the fruiting zone so that workers can reach the spathes safely. Inspect the trunk and crown for red palm weevil holes, oozing brown sap or chewed fibres. Apply the spring fertilizer dose and irrigate.',
    description_ar:
      'أزل السعف الجاف والكرب القديم (التكريب) والأشواك حول منطقة الإثمار ليصل العامل إلى الطلع بأمان. افحص الجذع والقمة بحثاً عن ثقوب سوسة النخيل الحمراء أو إفرازات بنية أو ألياف ممضوغة. وأضف دفعة السماد الربيعية واروِ.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'spring',
    month: 2,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Watermelon: early sowing under low tunnels',
    title_ar: 'البطيخ: الزراعة المبكرة تحت الأنفاق المنخفضة',
    description:
      'In Upper Egypt and the warm desert lands, sow or transplant early watermelon under low plastic tunnels for an April harvest, when prices are highest. Use grafted transplants where Fusarium wilt has occurred. Ventilate the tunnels on warm days and remove them once nights stay above 12 °C.',
    description_ar:
      'في الوجه القبلي والأراضي الصحراوية الدافئة، ازرع البطيخ المبكر بالبذرة أو بالشتلات تحت الأنفاق البلاستيكية المنخفضة ليُحصد في أبريل حين تكون الأسعار في أعلاها. استخدم الشتلات المطعومة في الأراضي التي ظهر بها الذبول الفيوزاريومي. هوِّ الأنفاق في الأيام الدافئة وأزلها عندما تستقر حرارة الليل فوق 12 درجة مئوية.',
    crop_slug: 'watermelon',
    climate_zone: 'arid',
    season: 'summer',
    month: 2,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },

  // ───────────── March ─────────────
  {
    title: 'Date palm: pollination',
    title_ar: 'النخيل: التلقيح',
    description:
      'Pollinate each female spathe within 1–3 days of splitting, by placing several fresh male strands in the centre of the cluster and tying it loosely, or by dusting pollen mixed with flour or talc. Go round the palms every few days, since spathes do not open together. Fresh pollen from healthy males of known quality gives the best fruit set.',
    description_ar:
      'لقّح كل طلعة مؤنثة خلال 1–3 أيام من انشقاقها، بوضع عدة شماريخ مذكرة طازجة في وسط العذق وربطه ربطاً خفيفاً، أو بتعفير حبوب اللقاح مخلوطة بالدقيق أو التلك. مرّ على النخيل كل بضعة أيام لأن الطلع لا يتفتح في وقت واحد. ويعطي اللقاح الطازج من فحول سليمة معروفة الجودة أفضل عقد.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'spring',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Mango: protect fruit set',
    title_ar: 'المانجو: حماية العقد',
    description:
      'After fruit set, return to regular irrigation: water stress now causes heavy fruit drop. Control mealybugs on the trunk with sticky bands and recommended sprays, and watch for mango hoppers. Give the spring nitrogen and potassium dose once the fruitlets are the size of a chickpea.',
    description_ar:
      'بعد العقد عُد إلى الري المنتظم، لأن العطش في هذه المرحلة يسبب تساقطاً شديداً للثمار. قاوم البق الدقيقي على الجذع بالأحزمة اللاصقة والرش الموصى به، وراقب نطاط المانجو. وأضف دفعة الربيع من الآزوت والبوتاسيوم عندما تصل الثمار الصغيرة إلى حجم حبة الحمص.',
    crop_slug: 'mango',
    climate_zone: 'subtropical',
    season: 'spring',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Khamaseen: protect young plantings from hot sand winds',
    title_ar: 'الخماسين: حماية الزراعات الصغيرة من الرياح الحارة المحملة بالرمال',
    description:
      'From March to May hot, dry khamaseen winds can scorch seedlings and shed flowers within hours. Irrigate before a forecast sand-wind day, postpone transplanting and spraying, and repair windbreaks and fences. Young vegetables in the desert lands benefit from temporary windbreaks of reeds or netting.',
    description_ar:
      'من مارس حتى مايو قد تلفح رياح الخماسين الحارة الجافة البادرات وتسقط الأزهار في ساعات. اروِ قبل يوم الرياح الترابية المتوقع، وأجّل الشتل والرش، وأصلح مصدات الرياح والأسوار. وتستفيد الخضر الصغيرة في الأراضي الصحراوية من مصدات مؤقتة من البوص أو الشباك.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'spring',
    month: 3,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Wheat: grain-filling irrigation on calm days',
    title_ar: 'القمح: رية امتلاء الحبوب في الأيام الهادئة',
    description:
      'Give the heading irrigation and a last light irrigation at the milk stage; water shortage now shrivels the grain. Never irrigate on windy days, as wet soil and heavy ears cause lodging. Stop irrigating at the dough stage, usually late March in Upper Egypt and mid-April in the Delta.',
    description_ar:
      'أعطِ رية طرد السنابل ورية أخيرة خفيفة في طور النضج اللبني، لأن نقص الماء الآن يسبب ضمور الحبوب. ولا تروِ أبداً في الأيام العاصفة لأن التربة المبتلة مع ثقل السنابل تسبب الرقاد. وتوقف عن الري في طور النضج العجيني، عادةً في أواخر مارس بالوجه القبلي ومنتصف أبريل في الدلتا.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Okra: start sowing once the soil is warm',
    title_ar: 'البامية: بدء الزراعة بعد دفء التربة',
    description:
      'Sow okra when the soil has warmed, from March in Upper and Middle Egypt and April in the Delta. Soak the seed for 24 hours, sow 3–4 seeds per hill on the sunny side of the ridge and thin to two plants. Cold soil causes poor, uneven emergence.',
    description_ar:
      'ازرع البامية بعد دفء التربة، من مارس في الوجه القبلي ومصر الوسطى ومن أبريل في الدلتا. انقع البذرة 24 ساعة، وضع 3–4 بذور في الجورة على الريشة المشمسة من الخط، ثم خفّ إلى نباتين. وتؤدي برودة التربة إلى إنبات ضعيف غير منتظم.',
    crop_slug: 'okra',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Grapes: shoot thinning and berry sizing',
    title_ar: 'العنب: خف الأفرع وتكبير حجم الحبات',
    description:
      'Remove weak and surplus shoots so that each vine carries the planned number of clusters. For seedless varieties, apply gibberellic acid at cluster elongation and again at berry set at the rates recommended for each variety, and thin clusters to open them up. Upper Egypt vineyards are two to three weeks ahead of the Delta.',
    description_ar:
      'أزل الأفرع الضعيفة والزائدة بحيث تحمل كل كرمة العدد المخطط من العناقيد. وللأصناف اللابذرية رش حمض الجبريليك عند استطالة العناقيد ثم عند العقد بالتركيزات الموصى بها لكل صنف، وخفّ العناقيد لتهويتها. وتسبق كروم الوجه القبلي كروم الدلتا بأسبوعين إلى ثلاثة.',
    crop_slug: 'grapes',
    climate_zone: 'mediterranean',
    season: 'spring',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Faba bean: pull broomrape and stop irrigation at maturity',
    title_ar: 'الفول البلدي: تقليع الهالوك ومنع الري عند النضج',
    description:
      'Hand-pull broomrape (orobanche) spikes before they set seed and remove them from the field, so the seed bank does not build up. Give the last irrigation at pod filling and stop when the lower pods start to darken.',
    description_ar:
      'اقلع شماريخ الهالوك يدوياً قبل أن تكوّن البذور وأخرجها من الحقل حتى لا يزداد مخزون بذوره في التربة. أعطِ الرية الأخيرة عند امتلاء القرون وتوقف عن الري عندما تبدأ القرون السفلية في الاسوداد.',
    crop_slug: 'faba-bean',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 3,
    week_start: 1,
    week_end: 2,
    priority: 'medium',
  },
  {
    title: 'Cumin: harvest when plants turn yellow-brown',
    title_ar: 'الكمون: الحصاد عند اصفرار النباتات',
    description:
      'Harvest cumin when the plants turn yellow-brown and the seeds are firm, cutting or pulling early in the morning to limit shattering. Dry the plants on clean sheets for a few days, then thresh and clean the seed. Stored cumin must be dry to keep its colour and aroma.',
    description_ar:
      'احصد الكمون عندما تصفر النباتات وتميل إلى البني وتتصلب البذور، بالحش أو التقليع في الصباح الباكر للحد من الانفراط. جفف النباتات على مفارش نظيفة بضعة أيام ثم ادرسها ونظف البذور. ويجب أن يكون الكمون جافاً عند التخزين ليحتفظ بلونه ورائحته.',
    crop_slug: 'cumin',
    climate_zone: 'semi_arid',
    season: 'winter',
    month: 3,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── April ─────────────
  {
    title: 'Wheat: harvest in Upper and Middle Egypt',
    title_ar: 'القمح: الحصاد في الوجه القبلي ومصر الوسطى',
    description:
      'Harvest when the plants are golden and the grain is hard and cannot be dented with a fingernail (about 13–14% moisture). Combine harvesting reduces losses; if cutting by hand, thresh soon after. Government procurement of local wheat usually opens in mid-April; clean grain earns the top price grade.',
    description_ar:
      'احصد عندما تصفرّ النباتات وتتصلب الحبوب فلا ينغرس فيها الظفر (رطوبة نحو 13–14%). يقلل الحصاد بالكومباين الفاقد، وإذا كان الحصاد يدوياً فادرس بعده بوقت قصير. ويبدأ توريد القمح المحلي للحكومة عادة في منتصف أبريل، وتحصل الحبوب النظيفة على أعلى درجة سعرية.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 4,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Faba bean: harvest and store safely',
    title_ar: 'الفول البلدي: الحصاد والتخزين الآمن',
    description:
      'Harvest when about three quarters of the pods have turned black, cutting early in the morning to reduce shattering. Dry the plants, thresh, and store clean seed in sealed bags or bins to protect it from the bean beetle (bruchids). Keep seed for sowing from healthy fields.',
    description_ar:
      'احصد عندما يسودّ نحو ثلاثة أرباع القرون، في الصباح الباكر لتقليل الانفراط. جفف النباتات وادرسها، وخزّن البذور النظيفة في أكياس أو صوامع محكمة لحمايتها من خنفساء الفول (البروكس). واحتفظ بتقاوي الموسم القادم من الحقول السليمة.',
    crop_slug: 'faba-bean',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 4,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Onion: harvest and field curing',
    title_ar: 'البصل: التقليع والمعالجة في الحقل',
    description:
      'Stop irrigation 2–3 weeks before harvest and lift when half or more of the tops have fallen over. Cure the bulbs in the field for 10–15 days, covering each row of bulbs with the tops of the next to prevent sunscald, then cut the tops 2–3 cm above the neck. Well-cured onions store and travel far better.',
    description_ar:
      'أوقف الري قبل التقليع بأسبوعين إلى ثلاثة، واقلع عندما يرقد نصف العروش أو أكثر. عالج الأبصال في الحقل 10–15 يوماً مع تغطية كل صف بعروش الصف التالي لحمايتها من لسعة الشمس، ثم اقطع العروش على ارتفاع 2–3 سم فوق العنق. يتحمل البصل المعالج جيداً التخزين والنقل أكثر بكثير.',
    crop_slug: 'onion',
    climate_zone: 'temperate',
    season: 'winter',
    month: 4,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Rice: prepare the nursery',
    title_ar: 'الأرز: تجهيز المشتل',
    description:
      'Prepare a well-levelled nursery of about one tenth of the area to be transplanted, fertilized with superphosphate, nitrogen and zinc sulphate. Soak certified seed for 24 hours and incubate it for about 48 hours until the sprouts show, then broadcast it evenly on a thin layer of water. Rice may only be grown in the areas licensed for the season.',
    description_ar:
      'جهّز مشتلاً جيد التسوية مساحته نحو عُشر المساحة المراد شتلها، مسمداً بالسوبر فوسفات والآزوت وسلفات الزنك. انقع التقاوي المعتمدة 24 ساعة ثم كمّرها نحو 48 ساعة حتى يظهر الإنبات، وانثرها بانتظام على طبقة رقيقة من الماء. ولا تجوز زراعة الأرز إلا في المناطق المرخصة للموسم.',
    crop_slug: 'rice',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 4,
    week_start: 4,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Orchards: set fruit fly traps',
    title_ar: 'البساتين: تركيب مصائد ذباب الفاكهة',
    description:
      'Hang methyl eugenol traps for the peach fruit fly and trimedlure or protein-bait traps for the Mediterranean fruit fly in mango, guava, citrus and other orchards, and record catches weekly. When catches rise, start bait-spot sprays on part of the canopy and collect and bury fallen fruit. Area-wide action with neighbours works best.',
    description_ar:
      'علّق مصائد الميثيل يوجينول لذبابة ثمار الخوخ ومصائد الترايميدلور أو الطعوم البروتينية لذبابة فاكهة البحر المتوسط في بساتين المانجو والجوافة والموالح وغيرها، وسجّل أعداد الذباب أسبوعياً. وعند زيادة الأعداد ابدأ الرش الجزئي بالطعوم السامة على جزء من الشجرة، واجمع الثمار المتساقطة وادفنها. وتنجح المكافحة أكثر عندما يشترك الجيران في المنطقة كلها.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'spring',
    month: 4,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Citrus: second fertilizer dose and steady irrigation after fruit set',
    title_ar: 'الموالح: الدفعة الثانية من السماد وانتظام الري بعد العقد',
    description:
      'Give the second third of the annual nitrogen after fruit set, with potassium. Keep irrigation regular through May and June: drought or heat stress now makes the natural June drop much heavier. Spray zinc, manganese and iron on the new spring flush where deficiency appears.',
    description_ar:
      'أضف الثلث الثاني من السماد الآزوتي السنوي بعد العقد مع البوتاسيوم. وحافظ على انتظام الري خلال مايو ويونيو، فالعطش أو الإجهاد الحراري الآن يزيد تساقط يونيو الطبيعي كثيراً. ورش الزنك والمنجنيز والحديد على النموات الربيعية الجديدة عند ظهور أعراض النقص.',
    crop_slug: 'orange',
    climate_zone: 'subtropical',
    season: 'spring',
    month: 4,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Potato: harvest the summer crop and store seed',
    title_ar: 'البطاطس: حصاد العروة الصيفية وتخزين التقاوي',
    description:
      'Stop irrigation and kill the haulm 10–15 days before lifting so the skins set. Lift in the cool hours, keep tubers out of the sun, and never leave them overnight in the field where the tuber moth can lay eggs. Select healthy tubers from good fields for the nili seed and move them to cold stores.',
    description_ar:
      'أوقف الري وتخلص من العرش قبل التقليع بـ 10–15 يوماً حتى تتصلب قشرة الدرنات. اقلع في الساعات الباردة، ولا تترك الدرنات في الشمس ولا تتركها ليلاً في الحقل حيث تضع فراشة درنات البطاطس بيضها. وانتخب درنات سليمة من الحقول الجيدة لتقاوي العروة النيلية وانقلها إلى الثلاجات.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'summer',
    month: 4,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Sweet potato: plant vine cuttings',
    title_ar: 'البطاطا: زراعة العُقل',
    description:
      'Plant vine cuttings 25–30 cm long, with several nodes buried in the ridge, at 25–30 cm spacing. Take cuttings from healthy mother beds free of weevil and virus symptoms. Irrigate immediately and keep the soil moist until the cuttings root.',
    description_ar:
      'ازرع عُقلاً طرفية بطول 25–30 سم تُدفن عدة عقد منها في الخط، على مسافة 25–30 سم. خذ العُقل من مراقد أمهات سليمة خالية من السوسة وأعراض الفيروس. اروِ بعد الزراعة مباشرة وحافظ على رطوبة التربة حتى تتجذر العُقل.',
    crop_slug: 'sweet-potato',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 4,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Date palm: service red palm weevil traps',
    title_ar: 'النخيل: خدمة مصائد سوسة النخيل الحمراء',
    description:
      'Spring is a peak flight period for the red palm weevil. Service pheromone traps weekly: renew the water and the food bait (dates or sugarcane pieces), replace the lure as the label directs, and record catches. Inspect palms near traps with high catches and treat or remove infested palms without delay.',
    description_ar:
      'الربيع من فترات ذروة طيران سوسة النخيل الحمراء. اخدم مصائد الفرمون أسبوعياً: جدّد الماء والطعم الغذائي (البلح أو قطع القصب)، واستبدل كبسولة الفرمون حسب تعليمات العبوة، وسجّل أعداد الحشرات. وافحص النخيل القريب من المصائد كثيرة الصيد، وعالج النخيل المصاب أو أزله دون تأخير.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'spring',
    month: 4,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },

  // ───────────── May ─────────────
  {
    title: 'Maize: sow the summer crop',
    title_ar: 'الذرة الشامية: زراعة العروة الصيفية',
    description:
      'Sow summer maize from early May to mid-June, as soon as the wheat is cleared; early sowing escapes the worst stem borer and late wilt damage. Use a recommended single- or three-way-cross hybrid at about 10 kg per feddan, in hills 25–30 cm apart on one side of 70 cm ridges. Apply 100 kg of superphosphate (15.5%) during land preparation.',
    description_ar:
      'ازرع الذرة الصيفية من أوائل مايو حتى منتصف يونيو فور إخلاء الأرض من القمح، فالزراعة المبكرة تفلت من أشد أضرار ثاقبات الساق والذبول المتأخر. استخدم هجيناً فردياً أو ثلاثياً موصى به بمعدل نحو 10 كجم للفدان، في جور على مسافة 25–30 سم على ريشة واحدة من خطوط بعرض 70 سم. وأضف 100 كجم سوبر فوسفات (15.5%) أثناء خدمة الأرض.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 5,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Wheat: harvest in the Delta and deliver to procurement',
    title_ar: 'القمح: الحصاد في الدلتا والتوريد',
    description:
      'Delta wheat is ready from late April to late May. Harvest promptly at maturity to avoid shattering and bird losses, and keep the grain clean of soil, straw and weed seed to earn the highest procurement grade. Do not burn the straw; bale it for feed.',
    description_ar:
      'ينضج قمح الدلتا من أواخر أبريل حتى أواخر مايو. احصد فور النضج لتجنب الانفراط وخسائر الطيور، وحافظ على نظافة الحبوب من التراب والقش وبذور الحشائش لتحصل على أعلى درجة في التوريد. ولا تحرق القش، بل اكبسه واستخدمه علفاً.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 5,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Rice: sow the nursery',
    title_ar: 'الأرز: زراعة المشتل',
    description:
      'Broadcast pre-germinated seed in the nursery between late April and mid-May, at about 50 kg of seed for each feddan to be transplanted. Keep a thin layer of water, drain briefly after 3–4 days to help rooting, and control nursery weeds. Seedlings are ready to transplant after 25–30 days.',
    description_ar:
      'انثر التقاوي المستنبتة في المشتل بين أواخر أبريل ومنتصف مايو، بمعدل نحو 50 كجم تقاوٍ لكل فدان سيُشتل. حافظ على طبقة رقيقة من الماء، وصفِّ المشتل لفترة قصيرة بعد 3–4 أيام لمساعدة التجذير، وقاوم حشائش المشتل. وتصبح الشتلات جاهزة للنقل بعد 25–30 يوماً.',
    crop_slug: 'rice',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 5,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },
  {
    title: 'Date palm: thin bunches and fruit strands',
    title_ar: 'النخيل: خف السباطات والشماريخ',
    description:
      'Leave about one bunch for every 8–10 green fronds and remove the rest, keeping the best-placed bunches. Thin the remaining bunches by cutting out part of the central strands so fruit is larger and ripens evenly. Thinning also reduces alternate bearing.',
    description_ar:
      'اترك سباطة واحدة تقريباً لكل 8–10 سعفات خضراء وأزل الباقي مع الإبقاء على أفضل السباطات موقعاً. وخفّ السباطات المتبقية بقطع جزء من الشماريخ الوسطى لتكبر الثمار وتنضج بانتظام. ويقلل الخف أيضاً من ظاهرة تبادل الحمل.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'spring',
    month: 5,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Sorghum: sow in Upper Egypt',
    title_ar: 'الذرة الرفيعة: الزراعة في الوجه القبلي',
    description:
      'Sow grain sorghum from mid-May to June after the wheat, at 6–8 kg of seed per feddan in hills 20 cm apart on 60 cm ridges. Thin to one plant per hill about three weeks after sowing. Early sowing reduces shoot fly damage.',
    description_ar:
      'ازرع الذرة الرفيعة من منتصف مايو حتى يونيو بعد القمح، بمعدل 6–8 كجم تقاوٍ للفدان في جور على مسافة 20 سم على خطوط بعرض 60 سم. وخفّ إلى نبات واحد في الجورة بعد نحو ثلاثة أسابيع من الزراعة. وتقلل الزراعة المبكرة أضرار ذبابة الذرة الرفيعة.',
    crop_slug: 'sorghum',
    climate_zone: 'arid',
    season: 'summer',
    month: 5,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Grapes: first harvest of early varieties',
    title_ar: 'العنب: جمع الأصناف المبكرة',
    description:
      'Early varieties such as Superior and Early Sweet ripen from mid-May in Upper Egypt and the warm new lands. Pick by sugar content (a refractometer reading of about 16% for Superior) and colour, not by date, in the cool morning hours. Handle clusters by the stem, pack in the field and cool quickly.',
    description_ar:
      'تنضج الأصناف المبكرة مثل السوبيريور والإيرلي سويت من منتصف مايو في الوجه القبلي والأراضي الجديدة الدافئة. اجمع حسب نسبة السكر (قراءة نحو 16% بالرفراكتومتر للسوبيريور) واللون وليس حسب التاريخ، في ساعات الصباح الباردة. امسك العنقود من العنق، وعبّئ في الحقل وبرّد بسرعة.',
    crop_slug: 'grapes',
    climate_zone: 'mediterranean',
    season: 'spring',
    month: 5,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Hibiscus: sow in Aswan and Qena',
    title_ar: 'الكركديه: الزراعة في أسوان وقنا',
    description:
      'Sow roselle in April–May at 2–3 kg of seed per feddan, 3–4 seeds per hill 50 cm apart on 60 cm ridges, and thin to one plant. Irrigate every 10–15 days in summer and add nitrogen in two doses. Early sowing gives larger plants and more calyces.',
    description_ar:
      'ازرع الكركديه في أبريل ومايو بمعدل 2–3 كجم بذور للفدان، 3–4 بذور في الجورة على مسافة 50 سم على خطوط بعرض 60 سم، ثم خفّ إلى نبات واحد. اروِ كل 10–15 يوماً صيفاً وأضف السماد الآزوتي على دفعتين. وتعطي الزراعة المبكرة نباتات أكبر وكؤوساً أكثر.',
    crop_slug: 'hibiscus',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 5,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },

  // ───────────── June ─────────────
  {
    title: 'Rice: transplant seedlings',
    title_ar: 'الأرز: شتل البادرات',
    description:
      'Transplant 25–30-day-old seedlings in hills 20 × 20 cm with 3–4 seedlings per hill, on well-puddled, levelled land. Apply most of the nitrogen as urea incorporated into dry soil before flooding, and zinc sulphate where zinc is low. Apply a recommended rice herbicide within a week of transplanting.',
    description_ar:
      'اشتل البادرات بعمر 25–30 يوماً في جور على مسافة 20 × 20 سم بكل جورة 3–4 شتلات، في أرض جيدة التلويط والتسوية. أضف معظم السماد الآزوتي في صورة يوريا تُقلب في التربة الجافة قبل الغمر، وأضف سلفات الزنك حيث يقل الزنك. واستخدم مبيد حشائش موصى به للأرز خلال أسبوع من الشتل.',
    crop_slug: 'rice',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 6,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Maize: first irrigation, thinning and first nitrogen dose',
    title_ar: 'الذرة الشامية: رية المحاياة والخف والدفعة الأولى من الآزوت',
    description:
      'Give the first irrigation after sowing (mohayah) about two to three weeks after the sowing irrigation, earlier in hot weather and light soils. Thin to one plant per hill before it and apply half of the nitrogen (about 60 kg N per feddan for hybrids) beside the plants. The second half goes before the next irrigation.',
    description_ar:
      'أعطِ رية المحاياة بعد نحو أسبوعين إلى ثلاثة من رية الزراعة، وقبل ذلك في الجو الحار والأراضي الخفيفة. خفّ إلى نبات واحد في الجورة قبلها، وأضف نصف السماد الآزوتي (نحو 60 وحدة آزوت للفدان للهجن) بجوار النباتات. ويُضاف النصف الثاني قبل الرية التالية.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 6,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },
  {
    title: 'Maize: scout for fall armyworm',
    title_ar: 'الذرة الشامية: مراقبة دودة الحشد الخريفية',
    description:
      'Check 20 plants at several points of the field twice a week for window-pane feeding, ragged holes and moist frass in the whorl. Treat young larvae early, when 10–20% of plants show fresh damage, by aiming a recommended insecticide or Bt product into the whorl, and rotate modes of action. Report new outbreaks to the extension office.',
    description_ar:
      'افحص 20 نباتاً في عدة مواقع من الحقل مرتين أسبوعياً بحثاً عن كشط البشرة وثقوب الأوراق الممزقة والبراز الرطب في القمة النامية (القلب). عالج اليرقات الصغيرة مبكراً عندما تظهر إصابة حديثة في 10–20% من النباتات، بتوجيه مبيد موصى به أو مستحضر البكتيريا (Bt) إلى داخل القلب، مع تبديل مجموعات المبيدات. وأبلغ الإرشاد الزراعي عن أي بؤر جديدة.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 6,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Grapes: main harvest and cooling',
    title_ar: 'العنب: الجمع الرئيسي والتبريد',
    description:
      'Flame, Superior and Thompson Seedless reach their main harvest in June in the new lands and the Delta. Pick in the early morning, pack in the field to avoid extra handling, and pre-cool quickly. Export fruit is usually packed with sulphur dioxide pads against grey mould.',
    description_ar:
      'يصل الفليم والسوبيريور والطومسون سيدلس إلى ذروة الجمع في يونيو في الأراضي الجديدة والدلتا. اجمع في الصباح الباكر، وعبّئ في الحقل لتقليل التداول، وبرّد تبريداً مبدئياً بسرعة. وعادة ما يُعبأ عنب التصدير مع وسائد ثاني أكسيد الكبريت للوقاية من العفن الرمادي.',
    crop_slug: 'grapes',
    climate_zone: 'mediterranean',
    season: 'summer',
    month: 6,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Tomato: raise nili seedlings under insect-proof net',
    title_ar: 'الطماطم: إنتاج شتلات العروة النيلية تحت الشباك المانعة للحشرات',
    description:
      'Sow nili tomato seed in trays from mid-June inside a nursery fully closed with 50-mesh insect-proof net, with a double door. Seedlings infected by whitefly with yellow leaf curl virus in the nursery never recover, so protection here is the most important step of the season. Use hybrids tolerant to the virus.',
    description_ar:
      'ازرع بذور الطماطم النيلية في الصواني من منتصف يونيو داخل مشتل مغلق تماماً بشباك مانعة للحشرات (50 مش) ذي باب مزدوج. فالشتلات التي تصيبها الذبابة البيضاء بفيرس تجعد واصفرار الأوراق في المشتل لا تشفى أبداً، لذا فالحماية هنا أهم خطوة في الموسم. واستخدم هجناً متحملة للفيرس.',
    crop_slug: 'tomato',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 6,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Molokhia: feed and irrigate after each cut',
    title_ar: 'الملوخية: التسميد والري بعد كل حشة',
    description:
      'Cut molokhia about 5–10 cm above the ground, leaving buds for regrowth. After each cut apply about 20–30 kg N per feddan and irrigate straight away. Watch for cotton leafworm egg masses and mites in hot weather.',
    description_ar:
      'احشّ الملوخية على ارتفاع نحو 5–10 سم من سطح التربة مع ترك براعم للنمو الجديد. أضف بعد كل حشة نحو 20–30 وحدة آزوت للفدان واروِ مباشرة. وراقب لطع بيض دودة ورق القطن والأكاروس في الجو الحار.',
    crop_slug: 'molokhia',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 6,
    week_start: 1,
    week_end: 4,
    priority: 'low',
  },
  {
    title: 'Mango: keep irrigation steady before harvest',
    title_ar: 'المانجو: انتظام الري قبل الجمع',
    description:
      'Fruit is growing fast; irregular irrigation now causes fruit drop and cracking. Irrigate regularly, give the potassium dose, and keep fruit fly bait-spot sprays going. Stop nitrogen until after harvest.',
    description_ar:
      'تنمو الثمار الآن بسرعة، ويسبب عدم انتظام الري تساقطها وتشققها. اروِ بانتظام، وأضف دفعة البوتاسيوم، واستمر في الرش الجزئي بالطعوم السامة لذباب الفاكهة. وأوقف التسميد الآزوتي حتى انتهاء الجمع.',
    crop_slug: 'mango',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 6,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── July ─────────────
  {
    title: 'Protect crops and workers from heat stress',
    title_ar: 'حماية المحاصيل والعمال من الإجهاد الحراري',
    description:
      'July heat waves above 40 °C cause flower drop, sunscald and wilting. Irrigate at night or early morning with shorter intervals, cover nurseries with 30–50% shade net, spray kaolin clay on exposed fruit, and whitewash the trunks of young trees. Do not spray pesticides or fertilizers at midday, and plan field work for the early morning.',
    description_ar:
      'تسبب موجات الحر في يوليو التي تتجاوز 40 درجة مئوية تساقط الأزهار ولسعة الشمس والذبول. اروِ ليلاً أو في الصباح الباكر مع تقصير الفترات بين الريات، وغطِّ المشاتل بشباك تظليل 30–50%، ورش الكاولين على الثمار المعرضة للشمس، وادهن جذوع الأشجار الصغيرة بالجير الأبيض. ولا ترش المبيدات أو الأسمدة وقت الظهيرة، واجعل العمل في الحقل في الصباح الباكر.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'summer',
    month: 7,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Tomato: transplant the nili crop',
    title_ar: 'الطماطم: شتل العروة النيلية',
    description:
      'Transplant nili tomatoes from mid-July to August in the late afternoon, irrigating immediately. Use only net-house seedlings, put up yellow sticky traps and Tuta pheromone traps at planting, and remove weeds around the field that host whitefly. A light shade or kaolin spray helps seedlings through the first hot week.',
    description_ar:
      'اشتل الطماطم النيلية من منتصف يوليو حتى أغسطس في آخر النهار واروِ فوراً. لا تستخدم إلا شتلات منتجة تحت الشباك، وركّب المصائد الصفراء اللاصقة ومصائد فرمون التوتا عند الشتل، وأزل الحشائش حول الحقل لأنها عوائل للذبابة البيضاء. ويساعد التظليل الخفيف أو الرش بالكاولين الشتلات على اجتياز الأسبوع الحار الأول.',
    crop_slug: 'tomato',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 7,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Maize: sow the nili crop by mid-July',
    title_ar: 'الذرة الشامية: زراعة العروة النيلية قبل منتصف يوليو',
    description:
      'Finish sowing nili maize by mid-July; later sowings run into cool autumn weather at grain filling and suffer more from borers. Use an early-maturing hybrid and scout for fall armyworm from emergence, as nili fields are attacked more heavily than summer ones.',
    description_ar:
      'أتمّ زراعة الذرة النيلية قبل منتصف يوليو، فالزراعات المتأخرة تصادف جو الخريف البارد عند امتلاء الحبوب وتصاب أكثر بالثاقبات. استخدم هجيناً مبكر النضج وراقب دودة الحشد الخريفية من الإنبات، لأن إصابة الزراعات النيلية أشد من الصيفية.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 7,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },
  {
    title: 'Mango: start harvesting early varieties',
    title_ar: 'المانجو: بدء جمع الأصناف المبكرة',
    description:
      'Zebda, Hindi Besennara and other early varieties ripen from July. Pick mature-green fruit with 2–3 cm of stalk by clippers, without dropping it, in the cool hours. Let the sap drain with fruit stalk-end down before packing, to avoid sap burn on the skin.',
    description_ar:
      'تنضج الزبدة والهندي بسنارة وغيرهما من الأصناف المبكرة ابتداءً من يوليو. اجمع الثمار مكتملة النمو وهي خضراء مع ترك 2–3 سم من العنق باستخدام المقص ودون إسقاطها، في الساعات الباردة. واترك العصارة تنساب والثمرة مقلوبة على عنقها قبل التعبئة لتجنب احتراق القشرة بالعصارة.',
    crop_slug: 'mango',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 7,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Rice: top-dress nitrogen and scout for blast and stem borer',
    title_ar: 'الأرز: التسميد الآزوتي التكميلي ومراقبة اللفحة وثاقبة الساق',
    description:
      'Apply the remaining nitrogen at panicle initiation, about 30–40 days after transplanting, and keep 3–5 cm of water. Scout for blast lesions on leaves and necks, especially on susceptible varieties and in fields with excess nitrogen, and spray a recommended fungicide at the first signs. Check for dead hearts caused by the rice stem borer.',
    description_ar:
      'أضف باقي السماد الآزوتي عند بدء تكوين السنبلة، بعد نحو 30–40 يوماً من الشتل، وحافظ على ماء بعمق 3–5 سم. راقب بقع اللفحة على الأوراق والأعناق، خاصة في الأصناف القابلة للإصابة والحقول المسرفة في الآزوت، ورش مبيداً فطرياً موصى به عند أول الأعراض. وافحص القلوب الميتة التي تسببها ثاقبة ساق الأرز.',
    crop_slug: 'rice',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 7,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Solarize nursery beds and greenhouse soil',
    title_ar: 'التعقيم الشمسي لأحواض المشاتل وتربة الصوب',
    description:
      'July and August give the strongest sun for soil solarization. Irrigate the beds well, cover them tightly with clear polyethylene (25–50 micron) and leave for 4–6 weeks. It reduces nematodes, soil fungi and weed seeds without chemicals before the autumn plantings.',
    description_ar:
      'يوفر يوليو وأغسطس أقوى شمس للتعقيم الشمسي للتربة. اروِ الأحواض رياً جيداً، وغطّها بإحكام بالبولي إيثيلين الشفاف (25–50 ميكرون) واتركها 4–6 أسابيع. فهو يقلل النيماتودا وفطريات التربة وبذور الحشائش دون كيماويات قبل زراعات الخريف.',
    crop_slug: null,
    climate_zone: 'arid',
    season: 'summer',
    month: 7,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Date palm: bend, support and bag the bunches',
    title_ar: 'النخيل: تدلية السباطات وتثبيتها وتكييسها',
    description:
      'Gently bend the growing bunches down between the fronds and tie them to a frond so the stalks do not break under the weight. Cover bunches with net or perforated paper bags to protect them from birds, hornets and dust. Keep irrigation regular in the heat.',
    description_ar:
      'دلِّ السباطات النامية برفق بين السعف واربطها في سعفة حتى لا تنكسر العراجين تحت الثقل. وغطّ السباطات بأكياس من الشبك أو الورق المثقب لحمايتها من الطيور والدبابير والأتربة. وحافظ على انتظام الري في الحر.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'summer',
    month: 7,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },

  // ───────────── August ─────────────
  {
    title: 'Tomato: whitefly and leaf curl virus management in the nili crop',
    title_ar: 'الطماطم: مكافحة الذبابة البيضاء وفيرس تجعد الأوراق في العروة النيلية',
    description:
      'The first six weeks after transplanting decide the nili crop. Pull out and bag plants with leaf curl symptoms early, keep yellow sticky traps up, and rotate recommended insecticides from different groups. Continue Tuta absoluta pheromone trapping and remove mined leaves.',
    description_ar:
      'الأسابيع الستة الأولى بعد الشتل تحدد مصير العروة النيلية. اقلع النباتات التي تظهر عليها أعراض التجعد مبكراً وضعها في أكياس، وأبقِ المصائد الصفراء اللاصقة، وبدّل بين مبيدات موصى بها من مجموعات مختلفة. واستمر في الصيد بمصائد فرمون التوتا وأزل الأوراق المصابة بالأنفاق.',
    crop_slug: 'tomato',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 8,
    week_start: 1,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Date palm: harvest soft dates at the bisr stage',
    title_ar: 'النخيل: جمع الأصناف الرطبة في طور البلح (البسر)',
    description:
      'Hayany, Zaghloul and Samani dates are picked from late August, mainly at the crisp bisr stage when they reach full colour, and later as rutab. Cut bunches or pick strands into clean crates without dropping them on the ground, and market quickly. Collect fallen fruit, which breeds date moths.',
    description_ar:
      'تُجمع تمور الحياني والزغلول والسماني من أواخر أغسطس، أساساً في طور البلح (البسر) عند اكتمال اللون، ثم في طور الرطب. اقطع السباطات أو اجمع الشماريخ في أقفاص نظيفة دون إسقاطها على الأرض، وسوّق بسرعة. واجمع الثمار المتساقطة لأنها مصدر لتكاثر فراشات البلح.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'summer',
    month: 8,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Chamomile: sow the nursery',
    title_ar: 'الكاموميل: زراعة المشتل',
    description:
      'Sow chamomile seed very shallowly in a fine, well-prepared nursery from late August to September, mixing the tiny seed with sand for even spreading; about 0.25–0.5 kg of seed raises plants for one feddan. Keep the surface moist with light, frequent watering until emergence. Seedlings are transplanted after about 45 days.',
    description_ar:
      'ازرع بذور الكاموميل سطحياً جداً في مشتل ناعم جيد التجهيز من أواخر أغسطس حتى سبتمبر، مع خلط البذور الدقيقة بالرمل لتوزيعها بانتظام؛ ويكفي نحو 0.25–0.5 كجم من البذور لإنتاج شتلات فدان. حافظ على رطوبة السطح بري خفيف متقارب حتى الإنبات. وتُشتل البادرات بعد نحو 45 يوماً.',
    crop_slug: 'chamomile',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 8,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Strawberry: plant frigo transplants',
    title_ar: 'الفراولة: زراعة شتلات الفريجو',
    description:
      'Plant cold-stored frigo plants from mid-August to early September on raised beds with drip lines, keeping the crown at soil level. Irrigate by sprinklers or frequent drip pulses for the first two weeks to cool the plants and help rooting. Frigo plantings give the earliest fruit for export.',
    description_ar:
      'ازرع شتلات الفريجو المخزنة بالتبريد من منتصف أغسطس حتى أوائل سبتمبر على مصاطب مزودة بخطوط التنقيط، مع جعل التاج في مستوى سطح التربة. اروِ بالرش أو بنبضات تنقيط متقاربة في الأسبوعين الأولين لتبريد النباتات ومساعدتها على التجذير. وتعطي زراعات الفريجو أبكر ثمار للتصدير.',
    crop_slug: 'strawberry',
    climate_zone: 'temperate',
    season: 'nili',
    month: 8,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Squash: sow the nili crop',
    title_ar: 'الكوسة: زراعة العروة النيلية',
    description:
      'Sow nili squash from mid-August to September, 2–3 seeds per hill, and thin to one plant. The young crop is exposed to whitefly and aphid-borne viruses, so remove weeds around the field and check plants twice a week. A silver or white plastic mulch repels aphids in the desert lands.',
    description_ar:
      'ازرع الكوسة النيلية من منتصف أغسطس حتى سبتمبر، 2–3 بذور في الجورة، ثم خفّ إلى نبات واحد. ويتعرض المحصول الصغير للذبابة البيضاء وللفيروسات التي ينقلها المن، لذا أزل الحشائش حول الحقل وافحص النباتات مرتين أسبوعياً. ويطرد الغطاء البلاستيكي الفضي أو الأبيض المن في الأراضي الصحراوية.',
    crop_slug: 'squash',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 8,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Potato: take nili seed out of cold store',
    title_ar: 'البطاطس: إخراج تقاوي العروة النيلية من الثلاجات',
    description:
      'Take seed tubers out of cold storage two to three weeks before planting and spread them in a cool, shaded, well-aired place in diffuse light to sprout. Remove rotten tubers and any with signs of brown rot. Locally stored seed can be slow to sprout; a recommended sprouting treatment may be used.',
    description_ar:
      'أخرج التقاوي من الثلاجات قبل الزراعة بأسبوعين إلى ثلاثة، وافردها في مكان بارد مظلل جيد التهوية في ضوء غير مباشر لتنبت. استبعد الدرنات المتعفنة وأي درنة بها أعراض العفن البني. وقد تتأخر التقاوي المحلية المخزنة في التزريع، فيمكن استخدام معاملة موصى بها لكسر السكون.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'nili',
    month: 8,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Pomegranate: even irrigation to prevent cracking',
    title_ar: 'الرمان: انتظام الري لمنع تشقق الثمار',
    description:
      'Pomegranates crack when a dry spell is followed by heavy watering. Irrigate little and often as fruit approaches maturity, mulch tree basins in sandy soils, and spray calcium if recommended. Pick early varieties when the skin colour and the sound of the fruit show ripeness.',
    description_ar:
      'تتشقق ثمار الرمان عندما يعقب العطش رياً غزيراً. اروِ رياً خفيفاً متقارباً مع اقتراب نضج الثمار، وغطِّ أحواض الأشجار في الأراضي الرملية، ورش الكالسيوم إذا أُوصي به. واجمع الأصناف المبكرة عندما يدل لون القشرة وصوت الثمرة على النضج.',
    crop_slug: 'pomegranate',
    climate_zone: 'semi_arid',
    season: 'summer',
    month: 8,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── September ─────────────
  {
    title: 'Cotton: first picking',
    title_ar: 'القطن: الجنية الأولى',
    description:
      'Egyptian cotton is picked from September into October, once most bolls have opened. Pick on dry days after the dew has lifted, keep the first pick separate from later ones, and use cotton bags rather than plastic sacks so no polypropylene fibres contaminate the lint. Stop irrigation about three weeks before the first pick.',
    description_ar:
      'يُجنى القطن المصري من سبتمبر حتى أكتوبر بعد تفتح معظم اللوز. اجنِ في الأيام الجافة بعد زوال الندى، وافصل الجنية الأولى عن الجنيات التالية، واستخدم أكياساً قطنية بدلاً من أجولة البلاستيك حتى لا تختلط ألياف البولي بروبيلين بالشعر. ويُوقف الري قبل الجنية الأولى بنحو ثلاثة أسابيع.',
    crop_slug: null,
    climate_zone: 'subtropical',
    season: 'summer',
    month: 9,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Rice: drain and harvest',
    title_ar: 'الأرز: التصفية والحصاد',
    description:
      'Drain the field about two weeks before harvest and harvest when most grains on the panicle are straw-coloured and firm. Dry the paddy to about 14% moisture before storage or sale. Do not burn the straw; bale it or compost it, since burning is banned and pollutes the air.',
    description_ar:
      'صفِّ الحقل قبل الحصاد بنحو أسبوعين، واحصد عندما تصفرّ معظم حبوب السنبلة وتتصلب. جفف الأرز الشعير إلى رطوبة نحو 14% قبل التخزين أو البيع. ولا تحرق قش الأرز، بل اكبسه أو حوّله إلى كمبوست، لأن حرقه ممنوع ويلوث الهواء.',
    crop_slug: 'rice',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 9,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Maize: harvest the summer crop',
    title_ar: 'الذرة الشامية: حصاد العروة الصيفية',
    description:
      'Harvest when the husks are dry and a black layer has formed at the base of the kernels. Dry the ears or grain to about 15% moisture before shelling and storage to prevent moulds and aflatoxin. Store in clean, dry places protected from weevils.',
    description_ar:
      'احصد عندما تجف أغلفة الكيزان وتتكون الطبقة السوداء عند قاعدة الحبوب. جفف الكيزان أو الحبوب إلى رطوبة نحو 15% قبل التفريط والتخزين لمنع الأعفان والأفلاتوكسين. وخزّن في أماكن نظيفة جافة محمية من السوس.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'summer',
    month: 9,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Strawberry: plant fresh transplants',
    title_ar: 'الفراولة: زراعة الشتلات الطازجة',
    description:
      'Plant fresh transplants from mid-September to mid-October on raised beds with drip lines and black plastic mulch. Dip the roots in a recommended fungicide, plant with the crown at soil level and irrigate frequently until established. Remove early flowers in the first weeks to build strong plants.',
    description_ar:
      'ازرع الشتلات الطازجة من منتصف سبتمبر حتى منتصف أكتوبر على مصاطب مزودة بخطوط التنقيط ومغطاة بالبلاستيك الأسود. اغمس الجذور في مبيد فطري موصى به، وازرع والتاج في مستوى سطح التربة، واروِ رياً متقارباً حتى تثبت النباتات. وأزل الأزهار المبكرة في الأسابيع الأولى لبناء نباتات قوية.',
    crop_slug: 'strawberry',
    climate_zone: 'temperate',
    season: 'fall',
    month: 9,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Potato: plant the nili crop',
    title_ar: 'البطاطس: زراعة العروة النيلية',
    description:
      'Plant sprouted, healthy seed from mid-September to October, when soil temperatures begin to fall. Plant whole tubers where possible, since cut seed rots easily in warm soil. Keep irrigation light and frequent until emergence and hill up well to protect tubers from the tuber moth.',
    description_ar:
      'ازرع التقاوي السليمة المنبتة من منتصف سبتمبر حتى أكتوبر مع بدء انخفاض حرارة التربة. ازرع درنات كاملة كلما أمكن، لأن التقاوي المقطعة تتعفن بسهولة في التربة الدافئة. واجعل الري خفيفاً متقارباً حتى الإنبات، واردم جيداً لحماية الدرنات من فراشة درنات البطاطس.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'nili',
    month: 9,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Garlic: plant Chinese and Sids 40 garlic',
    title_ar: 'الثوم: زراعة الثوم الصيني وسدس 40',
    description:
      'Plant large-bulbed Chinese and Sids 40 garlic from mid-September to mid-October. Separate cloves just before planting, grade them and plant only large, healthy cloves, 8–10 cm apart on both sides of 60 cm ridges. Avoid land with a history of white rot.',
    description_ar:
      'ازرع الثوم الصيني وسدس 40 كبير الرؤوس من منتصف سبتمبر حتى منتصف أكتوبر. فصّص الرؤوس قبل الزراعة مباشرة، ودرّج الفصوص ولا تزرع إلا الكبيرة السليمة، على مسافة 8–10 سم على ريشتي خطوط بعرض 60 سم. وتجنب الأراضي التي سبق ظهور العفن الأبيض بها.',
    crop_slug: 'garlic',
    climate_zone: 'temperate',
    season: 'winter',
    month: 9,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Date palm: harvest Zaghloul, Samani and semi-dry dates',
    title_ar: 'النخيل: جمع الزغلول والسماني والأصناف نصف الجافة',
    description:
      'September is the peak harvest of Zaghloul and Samani, and Siwi and Amhat begin to ripen in Middle Egypt and the oases. Harvest semi-dry dates when most of the bunch has reached the tamr stage, dry them on clean mats off the ground, and fumigate or cold-treat them before storage against date moths.',
    description_ar:
      'سبتمبر ذروة جمع الزغلول والسماني، ويبدأ نضج السيوي والعمهات في مصر الوسطى والواحات. اجمع التمور نصف الجافة عندما يصل معظم السباطة إلى طور التمر، وجففها على مفارش نظيفة مرتفعة عن الأرض، وعالجها بالتبخير أو بالتبريد قبل التخزين ضد فراشات التمر.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'fall',
    month: 9,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── October ─────────────
  {
    title: 'Faba bean: sow the winter crop',
    title_ar: 'الفول البلدي: زراعة المحصول الشتوي',
    description:
      'Sow from mid-October in Upper Egypt to mid-November in the Delta. Treat the seed with a fungicide and then with the rhizobium inoculant just before sowing, in the shade. Use 40–60 kg of seed per feddan, 2 seeds per hill 20 cm apart on both sides of 60 cm ridges; choose Giza 843 or Misr 3 on land infested with broomrape.',
    description_ar:
      'ازرع من منتصف أكتوبر في الوجه القبلي حتى منتصف نوفمبر في الدلتا. عامل التقاوي بمطهر فطري ثم بلقاح العقد البكتيرية (الريزوبيوم) قبل الزراعة مباشرة وفي الظل. استخدم 40–60 كجم تقاوٍ للفدان، بذرتين في الجورة على مسافة 20 سم على ريشتي خطوط بعرض 60 سم، واختر جيزة 843 أو مصر 3 في الأراضي الموبوءة بالهالوك.',
    crop_slug: 'faba-bean',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 10,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Onion: sow the nursery',
    title_ar: 'البصل: زراعة المشتل',
    description:
      'Sow the onion nursery from late September to mid-October, using about 4–5 kg of seed of a recommended variety (Giza 6 Mohassan, Giza 20, Giza Red, Beheiry or Shandaweel 1) for each feddan to be transplanted. Sow in rows on a fine, well-levelled seedbed and keep it moist. Transplants are ready after 45–60 days.',
    description_ar:
      'ازرع مشتل البصل من أواخر سبتمبر حتى منتصف أكتوبر، بنحو 4–5 كجم من بذور صنف موصى به (جيزة 6 محسن، جيزة 20، جيزة أحمر، البحيري، شندويل 1) لكل فدان يُراد شتله. ازرع في سطور على مرقد ناعم جيد التسوية وحافظ على رطوبته. وتصبح الشتلات جاهزة بعد 45–60 يوماً.',
    crop_slug: 'onion',
    climate_zone: 'temperate',
    season: 'winter',
    month: 10,
    week_start: 1,
    week_end: 2,
    priority: 'high',
  },
  {
    title: 'Wheat: prepare the land',
    title_ar: 'القمح: خدمة الأرض',
    description:
      'After the summer crop, plough twice crosswise, level the field with a laser leveller every few years, and apply 100–150 kg of superphosphate (15.5%) per feddan before the last ploughing. In sandy and calcareous soils add compost and potassium sulphate. Raised beds 120 cm wide save seed and about a quarter of the water.',
    description_ar:
      'بعد المحصول الصيفي احرث الأرض حرثتين متعامدتين، وسوِّها بالليزر كل بضع سنوات، وأضف 100–150 كجم سوبر فوسفات (15.5%) للفدان قبل الحرثة الأخيرة. وفي الأراضي الرملية والجيرية أضف الكمبوست وسلفات البوتاسيوم. وتوفر الزراعة على مصاطب بعرض 120 سم في التقاوي ونحو ربع مياه الري.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 10,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Chamomile: transplant seedlings',
    title_ar: 'الكاموميل: شتل البادرات',
    description:
      'Transplant chamomile seedlings from October to mid-November, 30 cm apart on 60 cm ridges, and irrigate immediately. Give 20–30 m³ of compost during land preparation and moderate nitrogen in two doses. Keep the field weed-free, as weeds contaminate the dried flowers.',
    description_ar:
      'اشتل الكاموميل من أكتوبر حتى منتصف نوفمبر على مسافة 30 سم على خطوط بعرض 60 سم، واروِ فوراً. أضف 20–30 م³ كمبوست أثناء خدمة الأرض وكمية معتدلة من الآزوت على دفعتين. وحافظ على نظافة الحقل من الحشائش لأنها تلوث الأزهار المجففة.',
    crop_slug: 'chamomile',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 10,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Olive: harvest table olives',
    title_ar: 'الزيتون: جمع زيتون المائدة',
    description:
      'Pick green table olives of Picual, Manzanillo, Toffahi and Aggizi by hand when the fruit has reached full size and starts to change from deep green to yellow-green. Avoid bruising, and deliver to the pickling plant within a day. Black table olives are picked later.',
    description_ar:
      'اجمع زيتون المائدة الأخضر من أصناف البيكوال والمنزانيلو والتفاحي والعجيزي يدوياً عندما تكتمل الثمار حجماً ويبدأ لونها يتحول من الأخضر الداكن إلى الأخضر المصفر. تجنب خدش الثمار، وسلّمها لمصنع التخليل خلال يوم. ويُجمع زيتون المائدة الأسود في وقت لاحق.',
    crop_slug: 'olive',
    climate_zone: 'mediterranean',
    season: 'fall',
    month: 10,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Citrus: protect ripening fruit from fruit flies',
    title_ar: 'الموالح: حماية الثمار قبل الجمع من ذباب الفاكهة',
    description:
      'As navel oranges colour, the Mediterranean fruit fly moves into citrus orchards. Continue bait-spot sprays weekly, respecting the pre-harvest interval, and collect fallen fruit. Stop nitrogen now to improve fruit colour and keeping quality.',
    description_ar:
      'مع تلون البرتقال أبو سرة تنتقل ذبابة فاكهة البحر المتوسط إلى بساتين الموالح. استمر في الرش الجزئي بالطعوم السامة أسبوعياً مع مراعاة فترة الأمان قبل الجمع، واجمع الثمار المتساقطة. وأوقف التسميد الآزوتي الآن لتحسين لون الثمار وقدرتها على التخزين.',
    crop_slug: 'orange',
    climate_zone: 'subtropical',
    season: 'fall',
    month: 10,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Hibiscus: harvest the calyces',
    title_ar: 'الكركديه: جمع الكؤوس',
    description:
      'Harvest roselle about three weeks after flowering, when the calyces are fleshy and deep red and the capsules still green. Separate the calyces from the seed capsules and dry them in the shade or in a clean drying yard, turning them often. Well-dried calyces keep their deep red colour.',
    description_ar:
      'اجمع الكركديه بعد نحو ثلاثة أسابيع من التزهير عندما تصير الكؤوس لحمية حمراء داكنة والعلب البذرية ما زالت خضراء. افصل الكؤوس عن العلب البذرية وجففها في الظل أو في مجفف نظيف مع تقليبها كثيراً. وتحتفظ الكؤوس جيدة التجفيف بلونها الأحمر الداكن.',
    crop_slug: 'hibiscus',
    climate_zone: 'subtropical',
    season: 'fall',
    month: 10,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Peas: sow the main crop',
    title_ar: 'البسلة: زراعة المحصول الرئيسي',
    description:
      'Sow peas in October and early November, 2–3 seeds per hill 15–20 cm apart on both sides of 60 cm ridges, after inoculating the seed with rhizobium. Provide supports for tall varieties. Avoid heavy irrigation at flowering.',
    description_ar:
      'ازرع البسلة في أكتوبر وأوائل نوفمبر، 2–3 بذور في الجورة على مسافة 15–20 سم على ريشتي خطوط بعرض 60 سم، بعد تلقيح البذور بالريزوبيوم. وجهّز دعامات للأصناف الطويلة. وتجنب الري الغزير أثناء التزهير.',
    crop_slug: 'peas',
    climate_zone: 'temperate',
    season: 'winter',
    month: 10,
    week_start: 1,
    week_end: 3,
    priority: 'low',
  },

  // ───────────── November ─────────────
  {
    title: 'Wheat: sow at the recommended time',
    title_ar: 'القمح: الزراعة في الميعاد الموصى به',
    description:
      'Sow from 15 to 30 November in the Delta and Middle Egypt and from 10 to 25 November in Upper Egypt; late sowing loses yield every week. Use certified seed of a recommended variety at 50 kg per feddan with a seed drill or on raised beds, or 60 kg broadcast. Apply 15–20 kg N per feddan at sowing in sandy lands.',
    description_ar:
      'ازرع من 15 إلى 30 نوفمبر في الوجه البحري ومصر الوسطى ومن 10 إلى 25 نوفمبر في الوجه القبلي، فكل أسبوع تأخير ينقص المحصول. استخدم تقاوي معتمدة من صنف موصى به بمعدل 50 كجم للفدان بالسطارة أو على المصاطب، أو 60 كجم عند الزراعة بدار. وأضف 15–20 وحدة آزوت للفدان عند الزراعة في الأراضي الرملية.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 11,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Barley: sow in saline, sandy and rain-fed lands',
    title_ar: 'الشعير: الزراعة في الأراضي الملحية والرملية والمطرية',
    description:
      'Sow barley in November in the valley and with the first good rains (October to December) on the North Coast. Use about 50 kg of seed per feddan drilled. On saline soils, irrigate before sowing to leach salts from the seedbed.',
    description_ar:
      'ازرع الشعير في نوفمبر بالوادي، ومع أول الأمطار الجيدة (من أكتوبر حتى ديسمبر) في الساحل الشمالي. استخدم نحو 50 كجم تقاوٍ للفدان بالسطارة. وفي الأراضي الملحية اروِ قبل الزراعة لغسل الأملاح من مرقد البذرة.',
    crop_slug: 'barley',
    climate_zone: 'semi_arid',
    season: 'winter',
    month: 11,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Citrus: start the navel orange harvest',
    title_ar: 'الموالح: بدء جمع البرتقال أبو سرة',
    description:
      'Navel oranges are picked from late November once the fruit reaches the required sugar-to-acid ratio and colour. Clip the fruit with a short stem instead of pulling, pick only when the fruit is dry, and handle gently to avoid oil-gland damage. Keep picked fruit in the shade.',
    description_ar:
      'يبدأ جمع البرتقال أبو سرة من أواخر نوفمبر عندما تصل الثمار إلى نسبة السكر إلى الحموضة المطلوبة واللون المناسب. اقطع الثمرة بالمقص مع عنق قصير بدلاً من شدها، ولا تجمع إلا والثمار جافة، وتعامل معها برفق لتجنب تلف الغدد الزيتية. واحفظ الثمار المجموعة في الظل.',
    crop_slug: 'orange',
    climate_zone: 'subtropical',
    season: 'fall',
    month: 11,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Olive: harvest olives for oil',
    title_ar: 'الزيتون: جمع زيتون الزيت',
    description:
      'Harvest oil olives when about half the fruit has turned purple to black. Take the olives to the press within 24 hours in ventilated crates, not sacks, to keep acidity low. Do not beat branches hard with sticks, which damages next year’s fruiting wood.',
    description_ar:
      'اجمع زيتون الزيت عندما يتحول لون نحو نصف الثمار إلى البنفسجي أو الأسود. انقل الزيتون إلى المعصرة خلال 24 ساعة في صناديق مهواة لا في أجولة، للحفاظ على انخفاض الحموضة. ولا تضرب الأفرع بالعصي بعنف لأن ذلك يتلف خشب الإثمار للعام التالي.',
    crop_slug: 'olive',
    climate_zone: 'mediterranean',
    season: 'fall',
    month: 11,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Maize: harvest the nili crop',
    title_ar: 'الذرة الشامية: حصاد العروة النيلية',
    description:
      'Harvest nili maize when the husks are dry and kernels show the black layer. Cooler autumn weather slows drying, so dry ears well before shelling. Clear the stalks quickly to prepare the land for wheat.',
    description_ar:
      'احصد الذرة النيلية عندما تجف الأغلفة وتظهر الطبقة السوداء في الحبوب. يبطئ جو الخريف البارد التجفيف، فجفف الكيزان جيداً قبل التفريط. وأخلِ الأرض من الحطب بسرعة لتجهيزها لزراعة القمح.',
    crop_slug: 'maize',
    climate_zone: 'subtropical',
    season: 'nili',
    month: 11,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Potato: late blight watch begins',
    title_ar: 'البطاطس: بدء مراقبة اللفحة المتأخرة',
    description:
      'With the first foggy nights of late November, start a preventive fungicide programme on nili potatoes and on winter tomatoes. Follow the late blight warnings of the Agricultural Research Center and avoid irrigating in the evening. Destroy infected cull piles.',
    description_ar:
      'مع أول الليالي الضبابية في أواخر نوفمبر ابدأ برنامج رش وقائي بالمبيدات الفطرية على البطاطس النيلية والطماطم الشتوية. اتبع نشرات التحذير من اللفحة المتأخرة الصادرة عن مركز البحوث الزراعية، وتجنب الري في المساء. وأعدم أكوام الدرنات المصابة المستبعدة.',
    crop_slug: 'potato',
    climate_zone: 'temperate',
    season: 'nili',
    month: 11,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Cumin: sow on light, well-drained land',
    title_ar: 'الكمون: الزراعة في أرض خفيفة جيدة الصرف',
    description:
      'Sow cumin in November on light, well-drained soil that has not carried cumin for several years, to avoid Fusarium wilt. Treat the seed with a fungicide and irrigate lightly; waterlogging after sowing kills seedlings. Keep irrigation light and spaced through the season.',
    description_ar:
      'ازرع الكمون في نوفمبر في أرض خفيفة جيدة الصرف لم يُزرع بها الكمون منذ عدة سنوات لتجنب الذبول الفيوزاريومي. عامل البذور بمطهر فطري واروِ رياً خفيفاً، فغدق التربة بعد الزراعة يقتل البادرات. واجعل الري خفيفاً متباعداً طوال الموسم.',
    crop_slug: 'cumin',
    climate_zone: 'semi_arid',
    season: 'winter',
    month: 11,
    week_start: 1,
    week_end: 3,
    priority: 'medium',
  },
  {
    title: 'Onion: transplant in Upper and Middle Egypt',
    title_ar: 'البصل: الشتل في الوجه القبلي ومصر الوسطى',
    description:
      'Upper and Middle Egypt transplant onions from mid-November, earlier than the Delta, for harvest from March. Apply 100–150 kg of superphosphate and 50 kg of potassium sulphate during land preparation. Apply a recommended pre- or post-transplant herbicide, as onion competes poorly with weeds.',
    description_ar:
      'يُشتل البصل في الوجه القبلي ومصر الوسطى من منتصف نوفمبر، أي قبل الدلتا، ليُحصد من مارس. أضف 100–150 كجم سوبر فوسفات و50 كجم سلفات بوتاسيوم أثناء خدمة الأرض. واستخدم مبيد حشائش موصى به قبل الشتل أو بعده، لأن البصل ضعيف المنافسة للحشائش.',
    crop_slug: 'onion',
    climate_zone: 'temperate',
    season: 'winter',
    month: 11,
    week_start: 3,
    week_end: 4,
    priority: 'medium',
  },

  // ───────────── December ─────────────
  {
    title: 'Wheat: mohayah irrigation and first nitrogen dose',
    title_ar: 'القمح: ريّة المحاياة والدفعة الأولى من الآزوت',
    description:
      'Give the first irrigation after the sowing irrigation (riyyet el-mohayah) about 21–25 days after sowing, lightly, without flooding the seedlings. Apply the first half of the nitrogen just before it (about 35–40 kg N per feddan in the old lands). Irrigate on calm days and drain any standing water.',
    description_ar:
      'أعطِ ريّة المحاياة بعد نحو 21–25 يوماً من الزراعة رياً خفيفاً دون غمر البادرات. وأضف النصف الأول من السماد الآزوتي قبلها مباشرة (نحو 35–40 وحدة آزوت للفدان في الأراضي القديمة). واروِ في الأيام الهادئة وصرّف أي مياه راكدة.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 12,
    week_start: 1,
    week_end: 3,
    priority: 'high',
  },
  {
    title: 'Wheat: weed control',
    title_ar: 'القمح: مقاومة الحشائش',
    description:
      'Control grass weeds such as wild oat and Phalaris and broadleaf weeds about 30–40 days after sowing, when the weeds are small, with recommended herbicides applied to moist soil. Use the right nozzle and water volume and do not spray in wind. Hand-weeding small fields is also effective.',
    description_ar:
      'قاوم الحشائش النجيلية مثل الزمير والفلارس والحشائش عريضة الأوراق بعد نحو 30–40 يوماً من الزراعة وهي صغيرة، بمبيدات موصى بها تُرش على أرض رطبة. استخدم البشبوري المناسب وكمية المياه الصحيحة ولا ترش في الرياح. والنقاوة اليدوية فعالة أيضاً في الحقول الصغيرة.',
    crop_slug: 'wheat',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 12,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Onion: transplant in the Delta',
    title_ar: 'البصل: الشتل في الدلتا',
    description:
      'Transplant onions in the Delta from December to mid-January, on both sides of the ridges 7–10 cm apart. Irrigate immediately and again after about a week to settle the soil around the roots. Apply nitrogen in two doses, the first about three weeks after transplanting.',
    description_ar:
      'اشتل البصل في الدلتا من ديسمبر حتى منتصف يناير على ريشتي الخطوط على مسافة 7–10 سم. اروِ بعد الشتل مباشرة ثم بعد نحو أسبوع لتثبيت التربة حول الجذور. وأضف السماد الآزوتي على دفعتين، الأولى بعد نحو ثلاثة أسابيع من الشتل.',
    crop_slug: 'onion',
    climate_zone: 'temperate',
    season: 'winter',
    month: 12,
    week_start: 2,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Grapes: start winter pruning in Upper Egypt',
    title_ar: 'العنب: بدء التقليم الشتوي في الوجه القبلي',
    description:
      'Vineyards in Upper Egypt and the warm new lands are pruned from mid-December for early harvest, with the dormancy breaker applied right after pruning. Collect and remove prunings, and spray copper or lime sulphur after pruning to reduce overwintering disease.',
    description_ar:
      'تُقلم كروم الوجه القبلي والأراضي الجديدة الدافئة من منتصف ديسمبر من أجل الجمع المبكر، مع رش كاسر السكون بعد التقليم مباشرة. اجمع مخلفات التقليم وأخرجها، ورش النحاس أو الكبريت الجيري بعد التقليم لتقليل الأمراض الكامنة في الشتاء.',
    crop_slug: 'grapes',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 12,
    week_start: 3,
    week_end: 4,
    priority: 'high',
  },
  {
    title: 'Mango: reduce irrigation to prepare for flowering',
    title_ar: 'المانجو: تقليل الري استعداداً للتزهير',
    description:
      'In December and January reduce irrigation of mature mango trees, without letting them wilt, so they rest and flower well. Prune out dead and diseased wood and malformed shoots, and apply winter manure. Do not give nitrogen now, as it pushes vegetative flushes instead of flowers.',
    description_ar:
      'في ديسمبر ويناير قلل ري أشجار المانجو المثمرة دون أن تصل إلى الذبول، لتدخل في راحة وتزهر جيداً. أزل الأفرع الميتة والمصابة والنموات المشوهة، وأضف السماد البلدي الشتوي. ولا تضف الآزوت الآن لأنه يدفع نموات خضرية بدلاً من الأزهار.',
    crop_slug: 'mango',
    climate_zone: 'subtropical',
    season: 'winter',
    month: 12,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Strawberry: remove runners and start picking',
    title_ar: 'الفراولة: إزالة المدادات وبدء الجمع',
    description:
      'Remove runners regularly so the plants put their energy into fruit. Picking of frigo and early fresh plantings starts in late November and December; pick fully coloured fruit with the calyx attached into shallow trays. Check the undersides of leaves weekly for spider mites.',
    description_ar:
      'أزل المدادات بانتظام لتوجه النباتات طاقتها إلى الثمار. يبدأ جمع زراعات الفريجو والزراعات الطازجة المبكرة في أواخر نوفمبر وديسمبر؛ اجمع الثمار مكتملة التلوين مع الكأس في صوانٍ ضحلة. وافحص السطح السفلي للأوراق أسبوعياً بحثاً عن العنكبوت الأحمر.',
    crop_slug: 'strawberry',
    climate_zone: 'temperate',
    season: 'winter',
    month: 12,
    week_start: 1,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Date palm: post-harvest cleaning and winter fertilization',
    title_ar: 'النخيل: التنظيف بعد الجمع والتسميد الشتوي',
    description:
      'After harvest, cut the old fruit stalks and dry fronds, and inspect trunks and offshoots for red palm weevil. Apply 50–100 kg of well-rotted manure per palm with superphosphate in a trench around the palm and irrigate. Never move offshoots without an agricultural quarantine certificate.',
    description_ar:
      'بعد الجمع اقطع العراجين القديمة والسعف الجاف، وافحص الجذوع والفسائل بحثاً عن سوسة النخيل الحمراء. أضف 50–100 كجم سماداً بلدياً متحللاً لكل نخلة مع السوبر فوسفات في خندق حول النخلة واروِ. ولا تنقل الفسائل أبداً دون شهادة من الحجر الزراعي.',
    crop_slug: 'date-palm',
    climate_zone: 'arid',
    season: 'winter',
    month: 12,
    week_start: 2,
    week_end: 4,
    priority: 'medium',
  },
  {
    title: 'Faba bean: first irrigation and aphid watch',
    title_ar: 'الفول البلدي: رية المحاياة ومراقبة المن',
    description:
      'Give the first irrigation after sowing about three to four weeks after the sowing irrigation, lightly; faba bean dislikes waterlogging. Hoe once to control weeds. Check for aphid colonies on growing tips, which also spread viruses, and treat early if they build up.',
    description_ar:
      'أعطِ رية المحاياة بعد نحو ثلاثة إلى أربعة أسابيع من رية الزراعة رياً خفيفاً، فالفول لا يتحمل غدق التربة. اعزق مرة لمقاومة الحشائش. وافحص القمم النامية بحثاً عن مستعمرات المن التي تنقل الفيروسات أيضاً، وعالج مبكراً إذا تزايدت.',
    crop_slug: 'faba-bean',
    climate_zone: 'mediterranean',
    season: 'winter',
    month: 12,
    week_start: 1,
    week_end: 3,
    priority: 'low',
  },
];
