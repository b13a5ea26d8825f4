/**
 * Demo crop guides for Egyptian growers: practical Markdown, with Arabic bodies for the main field crops.
 * Data only. Rates are per feddan (4,200 m²) and follow common Egyptian extension practice; fertilizer products are
 * named with their usual Egyptian grades (urea 46% N, ammonium sulphate 20.6% N, superphosphate 15.5% P2O5,
 * potassium sulphate 48% K2O). Pesticides are named by group or active ingredient, never by brand: growers should use
 * products registered in Egypt for the crop, at the label rate and pre-harvest interval.
 */

export interface DemoGuide {
  slug: string;
  crop_slug: string;
  title: string;
  title_ar: string;
  body_markdown: string;
  body_markdown_ar?: string;
  tags: string[];
}

const wheatEn = `# Growing wheat in Egypt

Wheat is Egypt's most important winter crop. A well-managed feddan in the old lands gives 18–20 ardab (150 kg each), and good growers reach 24 ardab or more. Most of the yield gap comes from late sowing, uneven irrigation and rust.

## Choosing the variety

- **Delta and Middle Egypt:** bread wheats such as Sakha 95, Misr 3, Giza 171 and Sids 14.
- **Upper Egypt:** Shandaweel 1, Sids 14 and Misr 3, or the durum wheat Beni Suef 7 for pasta mills.
- Buy certified seed from Ministry of Agriculture outlets or licensed companies, and avoid older varieties whose rust resistance has broken down.

## Land preparation

1. Plough twice crosswise and level the field; laser levelling every few years saves water and gives even stands.
2. Before the last ploughing apply **100–150 kg of superphosphate (15.5%)** per feddan. In sandy and new lands add **50 kg of potassium sulphate** and 10–20 m³ of compost.
3. Consider **raised beds 120 cm wide**: they save about a quarter of the irrigation water, use less seed and reduce lodging.

## Sowing date and seed rate

- **15–30 November** in the Delta and Middle Egypt, **10–25 November** in Upper Egypt. Each week of delay after early December costs yield.
- **50 kg per feddan** with a seed drill or on beds, **60 kg** when broadcast.
- Sow on dry soil and irrigate at once (*afeer*), or sow into moist soil after a pre-irrigation (*harati*).

## Fertilization

- **Old lands:** 75 kg N per feddan in two equal doses, just before the first irrigation after sowing (*riyyet el-mohayah*) and before the second irrigation — for example 80 kg of urea each time.
- **Sandy lands:** about 100 kg N, starting with 15–20 kg N at sowing and the rest in 4–5 small doses with the irrigations or by fertigation. Stop nitrogen at booting.
- Spray zinc and manganese where deficiency shows, common on calcareous soils.

## Irrigation

After the sowing irrigation, give **riyyet el-mohayah 21–25 days after sowing**, then irrigate every 3–4 weeks — about 4–5 irrigations in the old lands, around 2,000 m³ per feddan in total. The critical stages are tillering, booting, heading and grain filling. Never irrigate on windy days, because wet soil and heavy ears lodge easily. Give the last irrigation at the milk stage and stop at the dough stage.

## Weeds

Wild oat (*zomeir*), Phalaris and broadleaf weeds compete strongly in the first two months. Apply a recommended herbicide 30–40 days after sowing on moist soil when the weeds are small, or hand-weed small fields.

## Pests and diseases

- **Rusts** — yellow (stripe) rust in the cool, foggy north, leaf (brown) rust everywhere, and stem rust in warm late seasons. Resistant varieties are the first line of defence. From January walk the field weekly; at the first pustules spray a triazole fungicide at the label rate and tell the extension office.
- **Powdery mildew** in dense, humid fields of the northern Delta.
- **Aphids** on leaves and ears are usually controlled by ladybirds; spray only if colonies keep growing at heading.

## Harvest and delivery

Harvest when the plants are golden and the grain is hard (13–14% moisture) — from mid-April in Upper Egypt to late May in the northern Delta. A combine reduces losses; hand-cut wheat should be threshed quickly. The state buys local wheat from mid-April, and for the 2026 season the price is 2,250–2,350 EGP per ardab depending on cleanliness, so keep the grain free of soil, chaff and weed seed. Bale the straw for feed instead of burning it.
`;

const wheatAr = `# زراعة القمح في مصر

القمح أهم محاصيل الشتاء في مصر. ويعطي الفدان جيد الخدمة في الأراضي القديمة 18–20 إردباً (الإردب 150 كجم)، ويصل المزارع المتميز إلى 24 إردباً أو أكثر. ومعظم الفرق في المحصول سببه التأخير في الزراعة وعدم انتظام الري والإصابة بالأصداء.

## اختيار الصنف

- **الوجه البحري ومصر الوسطى:** أقماح الخبز مثل سخا 95 ومصر 3 وجيزة 171 وسدس 14.
- **الوجه القبلي:** شندويل 1 وسدس 14 ومصر 3، أو قمح الديورم بني سويف 7 لمصانع المكرونة.
- اشترِ التقاوي المعتمدة من منافذ وزارة الزراعة أو الشركات المرخصة، وتجنب الأصناف القديمة التي فقدت مقاومتها للأصداء.

## خدمة الأرض

1. احرث الأرض حرثتين متعامدتين وسوِّها جيداً، فالتسوية بالليزر كل بضع سنوات توفر المياه وتعطي إنباتاً منتظماً.
2. أضف قبل الحرثة الأخيرة **100–150 كجم سوبر فوسفات (15.5%)** للفدان، وفي الأراضي الرملية والجديدة أضف **50 كجم سلفات بوتاسيوم** و10–20 م³ كمبوست.
3. فكّر في **الزراعة على مصاطب بعرض 120 سم**، فهي توفر نحو ربع مياه الري وتقلل التقاوي والرقاد.

## ميعاد الزراعة ومعدل التقاوي

- **من 15 إلى 30 نوفمبر** في الوجه البحري ومصر الوسطى، و**من 10 إلى 25 نوفمبر** في الوجه القبلي. وكل أسبوع تأخير بعد أوائل ديسمبر ينقص المحصول.
- **50 كجم للفدان** بالسطارة أو على المصاطب، و**60 كجم** عند الزراعة بدار.
- تتم الزراعة عفيراً على أرض جافة مع الري فوراً، أو حراتي في أرض رطبة بعد رية كدابة.

## التسميد

- **الأراضي القديمة:** 75 وحدة آزوت للفدان على دفعتين متساويتين، قبل ريّة المحاياة مباشرة وقبل الرية الثانية، مثلاً 80 كجم يوريا في كل مرة.
- **الأراضي الرملية:** نحو 100 وحدة آزوت، تبدأ بـ 15–20 وحدة عند الزراعة والباقي على 4–5 دفعات صغيرة مع الريات أو مع ماء الري بالتنقيط والرش. ويتوقف التسميد الآزوتي عند طرد السنابل.
- رش الزنك والمنجنيز عند ظهور أعراض النقص، وهي شائعة في الأراضي الجيرية.

## الري

بعد رية الزراعة تُعطى **ريّة المحاياة بعد 21–25 يوماً من الزراعة**، ثم يُروى القمح كل 3–4 أسابيع، أي نحو 4–5 ريات في الأراضي القديمة وحوالي 2000 م³ للفدان في الموسم. والمراحل الحرجة هي التفريع وبطن الشيخ وطرد السنابل وامتلاء الحبوب. لا تروِ أبداً في الأيام العاصفة، لأن التربة المبتلة مع ثقل السنابل تسبب الرقاد. وتُعطى الرية الأخيرة في طور النضج اللبني ويتوقف الري في طور النضج العجيني.

## الحشائش

ينافس الزمير والفلارس والحشائش عريضة الأوراق القمح بشدة في أول شهرين. رش مبيد حشائش موصى به بعد 30–40 يوماً من الزراعة على أرض رطبة والحشائش صغيرة، أو انقِّ الحقول الصغيرة يدوياً.

## الآفات والأمراض

- **الأصداء:** الصدأ الأصفر (المخطط) في الشمال البارد الضبابي، وصدأ الأوراق (البرتقالي) في كل المناطق، وصدأ الساق (الأسود) في المواسم الدافئة المتأخرة. الأصناف المقاومة هي خط الدفاع الأول. ابتداءً من يناير تفقّد الحقل أسبوعياً، وعند ظهور أول البثرات رش مبيداً فطرياً من مجموعة الترايازول بالجرعة المدونة على العبوة وأبلغ الإرشاد الزراعي.
- **البياض الدقيقي** في الزراعات الكثيفة الرطبة بشمال الدلتا.
- **المن** على الأوراق والسنابل، وتكفي غالباً أبو العيد (الدعسوقة) للحد منه، فلا ترش إلا إذا استمرت المستعمرات في الزيادة عند طرد السنابل.

## الحصاد والتوريد

احصد عندما تصفرّ النباتات وتتصلب الحبوب (رطوبة 13–14%)، من منتصف أبريل في الوجه القبلي حتى أواخر مايو في شمال الدلتا. يقلل الكومباين الفاقد، أما القمح المحصود يدوياً فيُدرس بسرعة. وتتسلم الدولة القمح المحلي من منتصف أبريل، وسعر موسم 2026 من 2250 إلى 2350 جنيهاً للإردب حسب درجة النظافة، لذا حافظ على الحبوب خالية من التراب والقش وبذور الحشائش. واكبس القش علفاً بدلاً من حرقه.
`;

const maizeEn = `# Summer and nili maize

Maize is grown in two seasons in Egypt: the **summer crop**, sown from early May to mid-June after the wheat harvest, and the **nili crop**, sown by mid-July. A good hybrid crop gives 24–30 ardab (140 kg each) per feddan.

## Hybrids

Use certified single-cross or three-way-cross hybrids recommended for your area: white hybrids such as SC 10, SC 128 and TWC 321 for bread flour and green ears, and yellow hybrids such as SC 162 and SC 168 for feed. Choose hybrids resistant to late wilt where the disease has occurred, and early-maturing ones for the nili season.

## Land preparation and sowing

1. Plough, level and make ridges 70 cm apart (10 ridges in two qasaba).
2. Apply **100 kg of superphosphate (15.5%)** during preparation, and in sandy soils **50 kg of potassium sulphate** plus compost.
3. Sow **10 kg of seed per feddan**, two seeds per hill, 25–30 cm apart on one side of the ridge, and thin to one plant before the first irrigation — about 24,000 plants per feddan.
4. Sow on dry soil and irrigate immediately, or sow into moist soil after a pre-irrigation.

## Fertilization

- **Old lands:** 120 kg N per feddan for hybrids, in two equal doses placed beside the plants before the first and second irrigations after sowing (for example 130 kg of urea each time).
- **Sandy lands:** 120–150 kg N split into 4–5 doses with the irrigations or by fertigation.
- Spray zinc where leaves show pale stripes, common on calcareous and sandy soils.

## Irrigation

Give the first irrigation after sowing (*mohayah*) about two to three weeks after sowing, earlier in hot weather and light soils, then every 10–15 days in the old lands — around 3,000 m³ per feddan in total. Never let the crop go short of water at tasselling and silking: stress then causes poor pollination and gappy ears and favours late wilt. Stop irrigating at the dough stage.

## Weeds

Keep the crop clean for the first 45 days with two hoeings or a recommended pre-emergence herbicide applied to moist soil after sowing.

## Pests and diseases

- **Fall armyworm** reached Egypt in 2019 and now attacks both seasons, nili fields most. Scout twice a week from emergence for window-pane feeding, ragged holes and wet frass in the whorl. When 10–20% of young plants show fresh damage, aim a recommended insecticide or a Bt product into the whorl in the early morning or evening, and rotate insecticide groups. Spare natural enemies by not spraying when numbers are low.
- **Stem borers** — pink stem borer, European corn borer and purple-lined borer — are reduced by early sowing and by disposing of old maize stalks before spring, since larvae overwinter in them.
- **Late wilt** (*Magnaporthiopsis maydis*) has no chemical cure. Use resistant hybrids, avoid water stress at flowering and keep fertilization balanced.
- **Aphids and mites** appear in hot, dry spells; natural enemies usually keep them in check.

## Harvest and storage

Harvest when the husks are dry and a black layer has formed at the base of the kernels, about 115–125 days after sowing. Dry ears or grain to about **15% moisture** before shelling and storage to prevent moulds and aflatoxin, and store in clean, dry bags or silos protected from weevils. For silage, harvest earlier, when the kernel milk line is about halfway down.
`;

const maizeAr = `# الذرة الشامية الصيفية والنيلية

تُزرع الذرة الشامية في مصر في عروتين: **العروة الصيفية** من أوائل مايو حتى منتصف يونيو بعد حصاد القمح، و**العروة النيلية** قبل منتصف يوليو. ويعطي الهجين الجيد 24–30 إردباً (الإردب 140 كجم) للفدان.

## الهجن

استخدم هجناً فردية أو ثلاثية معتمدة وموصى بها لمنطقتك: الهجن البيضاء مثل هجين فردي 10 وهجين فردي 128 وهجين ثلاثي 321 لدقيق الخبز والكيزان الخضراء، والهجن الصفراء مثل هجين فردي 162 وهجين فردي 168 للأعلاف. واختر هجناً مقاومة للذبول المتأخر حيث ظهر المرض، وهجناً مبكرة النضج للعروة النيلية.

## خدمة الأرض والزراعة

1. احرث وسوِّ الأرض واعمل خطوطاً بعرض 70 سم (10 خطوط في القصبتين).
2. أضف **100 كجم سوبر فوسفات (15.5%)** أثناء الخدمة، وفي الأراضي الرملية **50 كجم سلفات بوتاسيوم** مع الكمبوست.
3. ازرع **10 كجم تقاوٍ للفدان**، بذرتين في الجورة على مسافة 25–30 سم على ريشة واحدة من الخط، وخفّ إلى نبات واحد قبل رية المحاياة، أي نحو 24 ألف نبات للفدان.
4. ازرع عفيراً على أرض جافة مع الري فوراً، أو حراتي في أرض رطبة بعد رية كدابة.

## التسميد

- **الأراضي القديمة:** 120 وحدة آزوت للفدان للهجن على دفعتين متساويتين تُوضعان بجوار النباتات قبل رية المحاياة وقبل الرية التالية (مثلاً 130 كجم يوريا في كل مرة).
- **الأراضي الرملية:** 120–150 وحدة آزوت مقسمة على 4–5 دفعات مع الريات أو مع ماء الري.
- رش الزنك عند ظهور تخطيط باهت على الأوراق، وهو شائع في الأراضي الجيرية والرملية.

## الري

تُعطى رية المحاياة بعد نحو أسبوعين إلى ثلاثة من الزراعة، وقبل ذلك في الجو الحار والأراضي الخفيفة، ثم يُروى كل 10–15 يوماً في الأراضي القديمة، أي نحو 3000 م³ للفدان في الموسم. ولا تعرّض الذرة للعطش أبداً عند ظهور النورة المذكرة وخروج الحريرة، لأن العطش حينئذ يسبب ضعف التلقيح وكيزاناً ناقصة الحبوب ويزيد الذبول المتأخر. ويتوقف الري في طور النضج العجيني.

## الحشائش

حافظ على نظافة الحقل في أول 45 يوماً بعزقتين أو بمبيد حشائش موصى به قبل الإنبات يُرش على أرض رطبة بعد الزراعة.

## الآفات والأمراض

- **دودة الحشد الخريفية** دخلت مصر عام 2019 وتصيب العروتين، والنيلية أشد. افحص الحقل مرتين أسبوعياً من الإنبات بحثاً عن كشط البشرة والثقوب الممزقة والبراز الرطب في القلب. وعندما تظهر إصابة حديثة في 10–20% من النباتات الصغيرة، وجّه مبيداً موصى به أو مستحضر البكتيريا (Bt) إلى داخل القلب في الصباح الباكر أو المساء، مع تبديل مجموعات المبيدات. ولا ترش والأعداد قليلة حفاظاً على الأعداء الحيوية.
- **الثاقبات:** دودة القصب الكبيرة وثاقبة الذرة الأوروبية ودودة القصب الصغيرة، وتقل إصابتها بالزراعة المبكرة والتخلص من حطب الذرة القديم قبل الربيع لأن اليرقات تقضي الشتاء فيه.
- **الذبول المتأخر** ليس له علاج كيميائي، والوقاية منه بالهجن المقاومة وتجنب العطش وقت التزهير والتسميد المتوازن.
- **المن والأكاروس** يظهران في فترات الجو الحار الجاف، وتكفي الأعداء الحيوية غالباً للحد منهما.

## الحصاد والتخزين

احصد عندما تجف أغلفة الكيزان وتتكون الطبقة السوداء عند قاعدة الحبوب، بعد نحو 115–125 يوماً من الزراعة. جفف الكيزان أو الحبوب إلى رطوبة نحو **15%** قبل التفريط والتخزين لمنع الأعفان والأفلاتوكسين، وخزّن في أجولة أو صوامع نظيفة جافة محمية من السوس. وللسيلاج يُحصد المحصول مبكراً عندما يصل خط اللبن إلى منتصف الحبة تقريباً.
`;

const riceEn = `# Rice in the northern Delta

Egyptian short-grain rice gives some of the highest yields in the world — around 4 tonnes of paddy per feddan on average and 4.5–5 tonnes with good management. Because it uses a lot of water, **rice may only be grown in the areas the Ministry of Water Resources and Irrigation licenses each season**, mainly in Kafr El Sheikh, Dakahlia, Beheira, Sharqia, Damietta and Gharbia. Check that your land is licensed before you sow.

## Varieties

- **Sakha 108, Sakha 106 and Sakha 107:** high-yielding japonica varieties.
- **Giza 179:** shorter duration and more drought-tolerant, saving irrigation water.
- **Giza 178:** a high-yielding indica-japonica type for the northern areas.
- **Egyptian Yasmine:** an aromatic long-grain variety for premium markets.

## Nursery

Prepare a well-levelled nursery of about one tenth of the area to be transplanted and fertilize it with superphosphate, nitrogen and zinc sulphate. Soak certified seed for 24 hours, incubate for about 48 hours until it sprouts, and broadcast it between late April and mid-May on a thin sheet of water — about **50 kg of seed per feddan** to be transplanted. Seed treatment against bakanae is recommended.

## Land preparation and transplanting

1. Apply **100–150 kg of superphosphate (15.5%)** before ploughing.
2. Apply about two thirds of the nitrogen as urea to the **dry soil** and incorporate it before flooding; urea spread on standing water is largely lost.
3. Puddle and level the field carefully, since uneven water depth means uneven crop.
4. Transplant 25–30-day-old seedlings in hills **20 × 20 cm with 3–4 seedlings per hill** from late May to June.

Drill-seeding or broadcasting pre-germinated seed saves the nursery but needs 50–60 kg of seed and much stricter weed control.

## Fertilization

Use about **55–70 kg N per feddan** depending on variety and the previous crop (less after berseem): two thirds before flooding and the rest at panicle initiation, 30–40 days after transplanting. Apply zinc sulphate on calcareous or high-pH soils as advised by extension. Excess nitrogen causes lodging and makes blast much worse.

## Irrigation

Keep 3–5 cm of standing water during tillering and flowering. Irrigate according to the canal rotation, and allow short drying periods during tillering if the variety and soil allow. Drain the field **10–15 days before harvest**. A season uses about 5,000–6,000 m³ per feddan; short-duration varieties such as Giza 179 need less.

## Weeds

Barnyard grass is the main weed. Apply a recommended rice herbicide within a week of transplanting, while keeping water in the field, and hand-weed any escapes.

## Pests and diseases

- **Blast** is the most serious disease. Grow resistant varieties, avoid late transplanting and excess nitrogen, and spray a recommended fungicide at late booting and heading where neck blast is a risk.
- **Rice stem borer** causes dead hearts and white heads; early transplanting and destroying stubble reduce it.
- **Rice leaf miner** attacks young seedlings in the nursery and soon after transplanting.
- **Brown spot** is linked to poor, deficient soils.

## Harvest and straw

Harvest when 85–90% of the grains on the panicle are straw-coloured and firm. Dry the paddy to about 14% moisture before storage or sale. **Do not burn the straw**: it is banned and is a major source of the autumn black cloud over Cairo and the Delta. Bale it for feed, turn it into compost, or sell it to collection points.
`;

const tomatoEn = `# Open-field tomatoes

Tomatoes are grown almost all year in Egypt, in three plantings:

| Planting | Transplanting | Main areas |
| --- | --- | --- |
| Summer | February–April (earlier under low tunnels) | Delta, Middle Egypt, new lands |
| Nili | July–August | Delta, Middle Egypt, Nubaria, Ismailia |
| Winter | September–October | Upper Egypt and warm desert lands |

A good open-field crop yields **25–40 tonnes per feddan**.

## Seedlings

Use hybrids suited to the season: heat-setting, virus-tolerant hybrids for the nili planting. Raise seedlings in trays of peat moss and vermiculite inside a nursery closed with **50-mesh insect-proof net** and a double door. Whitefly that reaches seedlings in the nursery brings tomato yellow leaf curl virus, and infected plants never recover. Transplant at 30–40 days with 4–5 true leaves.

## Land preparation and spacing

1. Plough, level, and apply **20–30 m³ of well-rotted manure or compost**, **200–300 kg of superphosphate (15.5%)**, **50 kg of potassium sulphate** and **50–100 kg of agricultural sulphur** per feddan.
2. Make rows 100–120 cm apart and set plants 40–50 cm apart on one side; on drip, use beds 150 cm wide with two lines. This gives about 8,000–10,000 plants per feddan.

## Fertilization

Over the season a feddan needs roughly **100–120 kg N, 45–60 kg P2O5 and 100–150 kg K2O**. In furrow-irrigated land, side-dress nitrogen and potassium in 3–4 doses from two weeks after transplanting until mid-harvest. On drip, fertigate weekly: more nitrogen early, more potassium from fruit set. Give calcium (for example calcium nitrate) during fruit growth to prevent blossom-end rot, and do not overdo nitrogen, which produces leaves instead of fruit.

## Irrigation

Irrigate lightly after transplanting and again after a week, then every 5–7 days in summer and 10–15 days in winter in the old lands; sandy soils need drip irrigation every day or two. Keep moisture **even**: swings between dry and wet cause fruit cracking and blossom-end rot. A summer crop uses about 3,000–3,500 m³ per feddan.

## Integrated pest management

- **Tuta absoluta (tomato leaf miner).** Put up pheromone water traps at transplanting — 2–3 per feddan for monitoring, 10–20 for mass trapping — and remove and bag mined leaves and fruit. When catches rise, rotate recommended products such as Bt, spinosad, emamectin benzoate and chlorantraniliprole, never using the same group twice in a row. Destroy plant residues right after the last harvest.
- **Whitefly and yellow leaf curl virus.** Insect-proof nurseries, yellow sticky traps, removing infected plants early, clearing weeds around the field and not planting next to old infected fields.
- **Late and early blight.** Late blight strikes in cool, humid weather (nili and winter plantings): spray preventively and switch to systemic fungicides when conditions favour infection. Early blight is common on stressed, poorly fed plants.
- **Root-knot nematodes** in sandy soils: solarize the soil in summer, use grafted plants on resistant rootstocks and add compost.
- **Spider mites** and **powdery mildew** in hot, dry weather.

## Harvest and handling

Picking starts 70–80 days after transplanting and continues every 3–5 days. Pick at the breaker or pink stage for distant markets and red for nearby ones, in the cool morning hours. Use clean plastic crates instead of palm-rib cages, keep fruit in the shade, and never overfill crates — a large share of Egypt's tomato losses happens after harvest.
`;

const tomatoAr = `# الطماطم في الحقل المكشوف

تُزرع الطماطم في مصر طوال العام تقريباً في ثلاث عروات:

| العروة | ميعاد الشتل | أهم المناطق |
| --- | --- | --- |
| الصيفية | فبراير–أبريل (وأبكر تحت الأنفاق المنخفضة) | الدلتا ومصر الوسطى والأراضي الجديدة |
| النيلية | يوليو–أغسطس | الدلتا ومصر الوسطى والنوبارية والإسماعيلية |
| الشتوية | سبتمبر–أكتوبر | الوجه القبلي والأراضي الصحراوية الدافئة |

ويعطي الحقل المكشوف الجيد **25–40 طناً للفدان**.

## الشتلات

استخدم هجناً مناسبة للعروة: هجناً تعقد في الحرارة ومتحملة للفيروس في العروة النيلية. أنتج الشتلات في صوانٍ من البيتموس والفيرميكيوليت داخل مشتل مغلق **بشباك مانعة للحشرات 50 مش** وله باب مزدوج. فالذبابة البيضاء التي تصل إلى الشتلات في المشتل تنقل فيرس تجعد واصفرار أوراق الطماطم، والنبات المصاب لا يشفى أبداً. واشتل بعد 30–40 يوماً عندما يكون بالشتلة 4–5 أوراق حقيقية.

## خدمة الأرض ومسافات الزراعة

1. احرث وسوِّ الأرض، وأضف للفدان **20–30 م³ سماداً بلدياً متحللاً أو كمبوست**، و**200–300 كجم سوبر فوسفات (15.5%)**، و**50 كجم سلفات بوتاسيوم**، و**50–100 كجم كبريت زراعي**.
2. اعمل خطوطاً بعرض 100–120 سم واشتل على ريشة واحدة على مسافة 40–50 سم، وفي الري بالتنقيط مصاطب بعرض 150 سم عليها خطان، أي نحو 8000–10000 نبات للفدان.

## التسميد

يحتاج الفدان في الموسم تقريباً إلى **100–120 وحدة آزوت و45–60 وحدة فوسفور (فو2أ5) و100–150 وحدة بوتاسيوم (بو2أ)**. في الري بالغمر يُضاف الآزوت والبوتاسيوم تكبيشاً على 3–4 دفعات من بعد الشتل بأسبوعين حتى منتصف الجمع. وفي الري بالتنقيط يُسمد أسبوعياً مع ماء الري: آزوت أكثر في البداية وبوتاسيوم أكثر من العقد. أضف الكالسيوم (مثل نترات الكالسيوم) أثناء نمو الثمار لمنع عفن الطرف الزهري، ولا تسرف في الآزوت لأنه يعطي أوراقاً بدلاً من الثمار.

## الري

اروِ رياً خفيفاً بعد الشتل ثم بعد أسبوع، ثم كل 5–7 أيام صيفاً و10–15 يوماً شتاءً في الأراضي القديمة، أما الأراضي الرملية فتحتاج إلى الري بالتنقيط كل يوم أو يومين. حافظ على **انتظام الرطوبة**، فالتذبذب بين العطش والري الغزير يسبب تشقق الثمار وعفن الطرف الزهري. وتستهلك العروة الصيفية نحو 3000–3500 م³ للفدان.

## المكافحة المتكاملة للآفات

- **حافرة أنفاق الطماطم (التوتا أبسلوتا):** ركّب مصائد الفرمون المائية عند الشتل، 2–3 للفدان للمراقبة و10–20 للصيد الجماعي، وأزل الأوراق والثمار المصابة بالأنفاق وضعها في أكياس. وعند زيادة أعداد الفراشات بدّل بين مستحضرات موصى بها مثل البكتيريا (Bt) والسبينوساد والإيمامكتين بنزوات والكلورانترانيليبرول، ولا تستخدم المجموعة نفسها مرتين متتاليتين. وأعدم بقايا النباتات بعد آخر جمعة مباشرة.
- **الذبابة البيضاء وفيرس تجعد الأوراق:** المشاتل المغطاة بالشباك، والمصائد الصفراء اللاصقة، وإزالة النباتات المصابة مبكراً، وتنظيف الحشائش حول الحقل، وعدم الزراعة بجوار حقول قديمة مصابة.
- **اللفحة المتأخرة والمبكرة:** تظهر اللفحة المتأخرة في الجو البارد الرطب (العروتان النيلية والشتوية)، فرش وقائياً وانتقل إلى المبيدات الجهازية عند توافر ظروف العدوى. وتشيع اللفحة المبكرة على النباتات المجهدة ضعيفة التغذية.
- **نيماتودا تعقد الجذور** في الأراضي الرملية: التعقيم الشمسي صيفاً، والشتلات المطعومة على أصول مقاومة، وإضافة الكمبوست.
- **العنكبوت الأحمر والبياض الدقيقي** في الجو الحار الجاف.

## الجمع والتداول

يبدأ الجمع بعد 70–80 يوماً من الشتل ويستمر كل 3–5 أيام. اجمع في طور بداية التلوين أو الوردي للأسواق البعيدة، وفي الطور الأحمر للأسواق القريبة، في ساعات الصباح الباردة. استخدم أقفاصاً بلاستيكية نظيفة بدلاً من أقفاص الجريد، واحفظ الثمار في الظل، ولا تملأ الأقفاص فوق طاقتها، فجزء كبير من فاقد الطماطم في مصر يحدث بعد الحصاد.
`;

const potatoEn = `# Potatoes: three plantings a year

Egypt grows potatoes in three plantings, and each has its own seed source and risks:

- **Summer planting** (January–February; as early as December in warm areas), with **certified seed imported** from Europe; harvested April–May. It supplies most exports.
- **Nili planting** (mid-September–October), with **local seed** kept in cold stores from the summer crop; harvested December–January.
- **Winter planting** (November–December), mainly in the desert lands and Upper Egypt; harvested March–April.

A feddan yields 10–14 tonnes on average, and well-managed pivot and drip fields in the new lands give more.

## Seed

Use 1–1.5 tonnes of seed per feddan. Sprout seed in diffuse light before planting. Large tubers may be cut into 40–60 g pieces with at least two eyes, left 2–3 days to heal — but plant **whole tubers** in the nili season, as cut seed rots in warm soil. Never use seed of unknown origin: **brown rot** (*Ralstonia solanacearum*) is a quarantine disease, and exports to the EU come only from registered areas free of it.

## Planting

Make rows 70–75 cm apart and plant 20–25 cm apart, 8–10 cm deep (about 22,000 plants per feddan), then hill up well as the plants grow. Deep planting and good hilling protect tubers from greening and from the tuber moth.

## Fertilization

- At land preparation: **20 m³ of well-rotted compost**, **200–300 kg of superphosphate (15.5%)** and **100 kg of potassium sulphate** per feddan. Avoid fresh manure, which increases scab and rots.
- During growth: a total of about **120–150 kg N** in the old lands and **150–180 kg N** in sandy soils, with **100–150 kg K2O**, split into 2–3 doses by hilling time in furrow-irrigated land or fertigated weekly on drip and pivots. Add magnesium on sandy soils.
- Stop nitrogen three to four weeks before haulm killing so the skins set well.

## Irrigation

Keep the soil evenly moist, never waterlogged. In the old lands irrigate every 7–10 days in winter and 5–7 days as it warms; on sand irrigate lightly every day or two. Do not let the soil crack — cracks let the tuber moth reach the tubers. Stop irrigating 10–15 days before harvest. A season uses about 2,500–3,000 m³ per feddan.

## Pests and diseases

- **Late blight** is the main risk in foggy weather at 10–20 °C, especially in nili and winter plantings. Spray a protective fungicide every 7–10 days when conditions favour it, switch to systemic products when infection risk is high, rotate active ingredients, follow the warnings of the Agricultural Research Center, and destroy cull piles and volunteer plants.
- **Potato tuber moth:** deep planting, hilling, irrigation that prevents cracks, prompt harvest, and never leaving lifted tubers in the field overnight.
- **Aphids** spread leaf roll and Y viruses — another reason to use certified seed.
- **Root-knot nematodes and common scab** in sandy soils: rotate with cereals and use clean seed.

## Harvest and storage

Kill the haulm 10–15 days before lifting. Lift in the cool hours, keep tubers out of the sun, and let them cure in a shaded, airy place for 10–14 days so wounds heal. Store ware potatoes in cold stores, and keep seed tubers for the nili planting at about 3–4 °C.
`;

const potatoAr = `# البطاطس: ثلاث عروات في السنة

تُزرع البطاطس في مصر في ثلاث عروات، لكل منها مصدر تقاوٍ ومخاطر خاصة:

- **العروة الصيفية** (يناير–فبراير، ومن ديسمبر في المناطق الدافئة) بتقاوٍ **مستوردة معتمدة** من أوروبا، وتُحصد في أبريل ومايو، ومنها معظم الصادرات.
- **العروة النيلية** (منتصف سبتمبر–أكتوبر) بتقاوٍ **محلية** محفوظة في الثلاجات من محصول العروة الصيفية، وتُحصد في ديسمبر ويناير.
- **العروة الشتوية** (نوفمبر–ديسمبر) أساساً في الأراضي الصحراوية والوجه القبلي، وتُحصد في مارس وأبريل.

ويعطي الفدان في المتوسط 10–14 طناً، وتعطي حقول الري المحوري والتنقيط جيدة الخدمة في الأراضي الجديدة أكثر من ذلك.

## التقاوي

يحتاج الفدان إلى 1–1.5 طن تقاوٍ. نبّت التقاوي في ضوء غير مباشر قبل الزراعة. ويمكن تقطيع الدرنات الكبيرة إلى قطع وزنها 40–60 جم بكل منها عينان على الأقل، وتُترك 2–3 أيام لتجف أسطح القطع، لكن ازرع **درنات كاملة** في العروة النيلية لأن التقاوي المقطعة تتعفن في التربة الدافئة. ولا تستخدم أبداً تقاوي مجهولة المصدر، فـ **العفن البني** مرض حجر زراعي، ولا يُصدَّر إلى الاتحاد الأوروبي إلا من مناطق مسجلة خالية منه.

## الزراعة

اعمل خطوطاً بعرض 70–75 سم، وازرع على مسافة 20–25 سم وعمق 8–10 سم (نحو 22 ألف نبات للفدان)، ثم اردم جيداً مع نمو النباتات. فالزراعة العميقة والردم الجيد يحميان الدرنات من الاخضرار ومن فراشة درنات البطاطس.

## التسميد

- عند خدمة الأرض: **20 م³ كمبوست متحلل** و**200–300 كجم سوبر فوسفات (15.5%)** و**100 كجم سلفات بوتاسيوم** للفدان. وتجنب السماد البلدي الطازج لأنه يزيد الجرب والأعفان.
- أثناء النمو: إجمالي نحو **120–150 وحدة آزوت** في الأراضي القديمة و**150–180 وحدة** في الأراضي الرملية، مع **100–150 وحدة بوتاسيوم**، مقسمة على 2–3 دفعات حتى الردم في الري بالغمر، أو أسبوعياً مع ماء الري في التنقيط والري المحوري. وأضف الماغنسيوم في الأراضي الرملية.
- أوقف التسميد الآزوتي قبل التخلص من العرش بثلاثة إلى أربعة أسابيع حتى تتصلب القشرة جيداً.

## الري

حافظ على رطوبة منتظمة للتربة دون غدق. في الأراضي القديمة اروِ كل 7–10 أيام شتاءً وكل 5–7 أيام مع الدفء، وفي الرمال اروِ رياً خفيفاً كل يوم أو يومين. لا تترك التربة تتشقق، فالشقوق توصل فراشة الدرنات إلى الدرنات. وأوقف الري قبل الحصاد بـ 10–15 يوماً. ويستهلك الموسم نحو 2500–3000 م³ للفدان.

## الآفات والأمراض

- **اللفحة المتأخرة** هي الخطر الأكبر في الجو الضبابي عند حرارة 10–20 درجة مئوية، وبخاصة في العروتين النيلية والشتوية. رش مبيداً فطرياً وقائياً كل 7–10 أيام عند توافر ظروف المرض، وانتقل إلى المبيدات الجهازية عند ارتفاع خطر العدوى مع تبديل المواد الفعالة، واتبع نشرات التحذير الصادرة عن مركز البحوث الزراعية، وأعدم أكوام الدرنات المستبعدة والنباتات النامية ذاتياً.
- **فراشة درنات البطاطس:** الزراعة العميقة والردم الجيد والري الذي يمنع التشقق والحصاد في الموعد وعدم ترك الدرنات المقلوعة في الحقل ليلاً.
- **المن** ينقل فيرس التفاف الأوراق وفيرس Y، وهذا سبب آخر لاستخدام التقاوي المعتمدة.
- **نيماتودا تعقد الجذور والجرب العادي** في الأراضي الرملية: اتبع دورة زراعية مع محاصيل الحبوب واستخدم تقاوي نظيفة.

## الحصاد والتخزين

تخلص من العرش قبل التقليع بـ 10–15 يوماً. اقلع في الساعات الباردة، وأبعد الدرنات عن الشمس، واتركها لتُعالج في مكان مظلل جيد التهوية 10–14 يوماً حتى تلتئم الجروح. خزّن بطاطس الاستهلاك في الثلاجات، واحفظ تقاوي العروة النيلية على حرارة نحو 3–4 درجات مئوية.
`;

const onionEn = `# Winter onions for market and export

Egyptian onions are exported to Europe, the Gulf and Asia. Most of the crop is a winter crop raised from nursery transplants, harvested from March in Upper Egypt to May in the Delta, and a good field gives 12–16 tonnes per feddan.

## Varieties

Giza 6 Mohassan and Giza 20 (white to golden-yellow, good keepers), Giza Red and Beheiry (red types), and Shandaweel 1 for Upper Egypt. Use certified seed: seed from unknown sources often produces bolting, split bulbs and thick necks.

## Nursery

Sow from late September to mid-October on a fine, level, weed-free seedbed, in rows rather than broadcast. About **4–5 kg of seed** raises enough transplants for one feddan. Fertilize the nursery lightly with superphosphate and nitrogen, keep it moist and weed it by hand. Transplants are ready at 45–60 days, about pencil-thick.

## Land preparation and transplanting

1. Apply **20 m³ of well-rotted manure**, **150–200 kg of superphosphate (15.5%)** and **50 kg of potassium sulphate** per feddan before the last ploughing; add 100 kg of agricultural sulphur on calcareous soils.
2. Make ridges 50–60 cm apart (about 14 ridges in two qasaba).
3. Transplant on both sides of the ridges, 7–10 cm apart — from mid-November in Upper and Middle Egypt and from December to mid-January in the Delta.
4. Irrigate immediately and again about a week later to settle the soil around the roots.

## Fertilization

Apply **90–120 kg N per feddan** in two or three doses, the first about three weeks after transplanting. **The last nitrogen must go on at least 60 days before harvest**: late nitrogen gives thick necks and onions that rot in storage. Potassium improves bulb firmness and keeping quality.

## Irrigation

Irrigate every 10–15 days in winter and more often as the weather warms and bulbs swell. Avoid both drought and waterlogging during bulbing. **Stop irrigation 2–3 weeks before harvest** so the necks dry and the skins set.

## Weeds

Onions compete poorly with weeds because of their thin, upright leaves. Use a recommended herbicide after transplanting and hand-weed the rows; an unweeded field can lose half its yield.

## Pests and diseases

- **Thrips** build up in warm, dry spring weather, causing silvery, streaked leaves. Spray only when counts are high, directing the spray into the leaf bases.
- **Purple blotch** (*Alternaria porri*) and **downy mildew** spread in humid weather with dew. Avoid dense stands and evening irrigation, and apply preventive fungicides when the weather favours disease.
- **White rot** (*Sclerotium cepivorum*) survives in the soil for many years. Do not plant onion or garlic on infested land, use clean transplants, and never move soil or tools from infested fields.

## Harvest, curing and storage

Lift when half or more of the tops have fallen over. Cure the bulbs in the field for 10–15 days, covering each row with the tops of the next to prevent sunscald, then cut the tops 2–3 cm above the neck. Grade out damaged, double and thick-necked bulbs, and store in shaded, well-ventilated stores or pack in mesh bags for export.
`;

const garlicEn = `# Garlic

Egyptian garlic is sold fresh, dried and exported. Two types are grown: the **large-bulbed Chinese type and Sids 40**, planted from mid-September to mid-October, and the **local baladi type**, with smaller, stronger-flavoured cloves, planted in October and November. A good field yields about 8–12 tonnes of cured bulbs per feddan.

## Seed cloves

Garlic is grown from cloves, about **600–800 kg per feddan** for the large-bulbed types. Break the bulbs only a day or two before planting, grade the cloves, and plant only large, firm, healthy ones: small cloves give small bulbs. Some growers soak the cloves in water overnight before planting to speed sprouting.

## Land preparation and planting

1. Choose well-drained land with no history of **white rot**, and avoid fields that carried onion or garlic the previous season.
2. Apply **20 m³ of well-rotted manure**, **150–200 kg of superphosphate (15.5%)** and **50 kg of potassium sulphate** per feddan before the last ploughing.
3. Plant cloves upright on both sides of 60 cm ridges, 8–10 cm apart, with the tip just below the surface, and irrigate immediately.

## Fertilization and irrigation

Apply **90–120 kg N per feddan** in three doses, the last one at least two months before harvest, and give a second potassium dose during bulbing. Irrigate every 10–15 days in winter and more often as bulbs swell in spring, avoiding waterlogging. **Stop irrigation 2–3 weeks before lifting.**

## Pests and diseases

- **White rot:** no cure once established — prevention through clean land, clean cloves and rotation is the only reliable method.
- **Purple blotch and rust:** appear in humid weather; apply preventive fungicides when conditions favour them.
- **Thrips:** build up in warm spring weather; spray only if counts are high.
- **Weeds:** garlic competes poorly; use a recommended herbicide and hand-weed.

## Harvest and curing

Lift when about 70% of the leaves have yellowed and fallen, from March in Upper Egypt to May in the Delta. Cure the plants in the shade or in the field under their own leaves for two to three weeks until the necks and skins are dry. Cut the tops above the neck, or leave them for braiding, trim the roots and grade by size. Well-cured garlic stores for several months in a dry, airy place.
`;

const fabaEn = `# Faba beans

Faba bean is the winter legume behind ful medames. It fixes nitrogen, improves soil structure and is an excellent crop before maize or rice. A well-managed feddan gives 10–12 ardab (155 kg each) of dry seed.

## Varieties

- On land infested with **broomrape** (orobanche): Giza 843 and Misr 3, which tolerate it, or Misr 1.
- In the Delta: Sakha 1, Sakha 4, Giza 716 and Nubaria 1.
- In Middle and Upper Egypt: Giza 843, Misr 1 and Misr 3.

## Sowing

- **Dates:** mid-October to early November in Upper Egypt, late October in Middle Egypt, and late October to mid-November in the Delta. Early sowing in warm areas increases virus and broomrape problems; late sowing lowers yield.
- **Seed rate:** 40–60 kg per feddan depending on seed size.
- Treat the seed with a fungicide against root rot, then, in the shade and just before sowing, with the **rhizobium inoculant** (known as *okadin*) — essential on land that has not grown faba beans recently.
- Sow 2 seeds per hill, 20 cm apart, on both sides of 60 cm ridges.

## Fertilization

- **15–20 kg N per feddan** at sowing as a starter only; more nitrogen discourages nodulation.
- **150–200 kg of superphosphate (15.5%)** during land preparation.
- **50 kg of potassium sulphate** in sandy and new lands.

## Irrigation

Faba beans dislike waterlogging. After the sowing irrigation, give the first irrigation three to four weeks later, then 2–3 more irrigations at intervals of about three weeks. Keep the soil moist during flowering and pod set, irrigate lightly, and stop when the lower pods begin to darken.

## Integrated pest management

- **Broomrape (orobanche):** a parasitic weed that attaches to the roots. Use tolerant varieties, rotate with cereals, hand-pull spikes before they set seed, and apply the low-dose herbicide programme recommended by the Agricultural Research Center strictly at the recommended times and rates.
- **Chocolate spot** (*Botrytis fabae*): spreads in dense, humid fields; avoid high seed rates and over-irrigation and spray a recommended fungicide at the first spots.
- **Rust:** appears late in the season; spray when pustules spread on the middle leaves.
- **Aphids:** transmit viruses such as faba bean necrotic yellows; watch the growing tips and treat colonies early.
- **Bean beetles (bruchids):** attack seed in the field and in store; harvest on time and store in sealed containers.

## Harvest

Harvest in April when about three quarters of the pods have turned black, cutting early in the morning to limit shattering. Dry the plants, thresh, clean, and store in sealed bags or bins. Keep seed for next season from healthy, broomrape-free fields.
`;

const fabaAr = `# الفول البلدي

الفول البلدي هو البقولية الشتوية التي يُصنع منها الفول المدمس. يثبت الآزوت الجوي ويحسن بناء التربة، وهو محصول سابق ممتاز للذرة أو الأرز. ويعطي الفدان جيد الخدمة 10–12 إردباً (الإردب 155 كجم) من البذور الجافة.

## الأصناف

- في الأراضي الموبوءة **بالهالوك**: جيزة 843 ومصر 3 المتحملان له، أو مصر 1.
- في الوجه البحري: سخا 1 وسخا 4 وجيزة 716 ونوبارية 1.
- في مصر الوسطى والوجه القبلي: جيزة 843 ومصر 1 ومصر 3.

## الزراعة

- **الميعاد:** من منتصف أكتوبر حتى أوائل نوفمبر في الوجه القبلي، وأواخر أكتوبر في مصر الوسطى، ومن أواخر أكتوبر حتى منتصف نوفمبر في الوجه البحري. الزراعة المبكرة في المناطق الدافئة تزيد مشكلات الفيروس والهالوك، والمتأخرة تنقص المحصول.
- **معدل التقاوي:** 40–60 كجم للفدان حسب حجم البذور.
- عامل التقاوي بمطهر فطري ضد أعفان الجذور، ثم **بلقاح العقدين** (الريزوبيوم) في الظل قبل الزراعة مباشرة، وهو ضروري في الأرض التي لم يُزرع بها الفول حديثاً.
- ازرع بذرتين في الجورة على مسافة 20 سم على ريشتي خطوط بعرض 60 سم.

## التسميد

- **15–20 وحدة آزوت للفدان** عند الزراعة كجرعة تنشيطية فقط، فالزيادة تعيق تكوين العقد الجذرية.
- **150–200 كجم سوبر فوسفات (15.5%)** أثناء خدمة الأرض.
- **50 كجم سلفات بوتاسيوم** في الأراضي الرملية والجديدة.

## الري

الفول لا يتحمل غدق التربة. بعد رية الزراعة تُعطى رية المحاياة بعد ثلاثة إلى أربعة أسابيع، ثم 2–3 ريات أخرى كل نحو ثلاثة أسابيع. حافظ على رطوبة التربة أثناء التزهير وعقد القرون مع الري الخفيف، وأوقف الري عندما تبدأ القرون السفلية في الاسوداد.

## المكافحة المتكاملة

- **الهالوك:** نبات متطفل يلتصق بالجذور. استخدم الأصناف المتحملة، واتبع دورة زراعية مع الحبوب، واقلع الشماريخ يدوياً قبل تكوين البذور، وطبّق برنامج الجرعات المنخفضة من مبيد الحشائش الذي يوصي به مركز البحوث الزراعية بدقة في المواعيد والجرعات الموصى بها.
- **التبقع البني (الشيكولاتي):** ينتشر في الزراعات الكثيفة الرطبة، فتجنب زيادة التقاوي والإسراف في الري، ورش مبيداً فطرياً موصى به عند أول البقع.
- **الصدأ:** يظهر في آخر الموسم، فرش عند انتشار البثرات على الأوراق الوسطى.
- **المن:** ينقل الفيروسات مثل فيرس الاصفرار الميت للفول، فراقب القمم النامية وعالج المستعمرات مبكراً.
- **خنفساء الفول (البروكس):** تصيب البذور في الحقل والمخزن، فاحصد في الموعد وخزّن في عبوات محكمة.

## الحصاد

احصد في أبريل عندما يسودّ نحو ثلاثة أرباع القرون، في الصباح الباكر للحد من الانفراط. جفف النباتات وادرسها ونظف البذور وخزّنها في أكياس أو صوامع محكمة. واحتفظ بتقاوي الموسم القادم من الحقول السليمة الخالية من الهالوك.
`;

const datePalmEn = `# Date palm care and red palm weevil control

Egypt is the world's largest producer of dates. A well-kept palm gives 80–150 kg of fruit a year, depending on variety, and an orchard of about 85 palms per feddan yields 6–8 tonnes or more.

## Planting

- Plant **offshoots** of 15–25 kg cut from healthy, true-to-type mothers, or **tissue-culture plants** for Barhi, Medjool and other imported varieties.
- Best planting times: **February–April** and **August–September**.
- Dig holes about 1 × 1 × 1 m, mix the soil with well-rotted manure and superphosphate, plant firmly, tie the fronds together over the heart for the first months and irrigate frequently until new growth appears.
- Space palms 7–8 m apart. Moving offshoots between areas requires a **certificate from the agricultural quarantine**, because of the red palm weevil.

## Irrigation

Palms tolerate drought and salinity but yield well only with regular water. Irrigate most from fruit set to the bisr stage in summer, and less after harvest and in winter. In sandy lands use bubblers or several drippers per palm. Never leave the base of the trunk standing in water.

## Fertilization (mature palm, per year)

- **50–100 kg of well-rotted manure** with 1–2 kg of superphosphate, placed in a trench around the palm in winter.
- **2–3 kg of ammonium sulphate** in three doses (February, April and June).
- **1.5–2 kg of potassium sulphate** in two doses (April and June).

## Pollination

Keep about one good male for every 50 females, or buy pollen of known quality. Pollinate each female spathe **within 1–3 days of splitting**, by placing several male strands in the centre of the cluster and tying it loosely, or by dusting pollen mixed with flour or talc. Visit the palms every few days from March to April, since spathes open over several weeks. Dry pollen keeps for a year in the refrigerator.

## Thinning, bending and bagging

In May leave about one bunch for every 8–10 green fronds and remove the rest, and thin the remaining bunches by cutting out part of the central strands. In June–July bend the bunches down between the fronds and tie them to a frond so the stalks do not break, and cover them with net or perforated paper bags against birds, hornets and dust.

## Red palm weevil

The larvae of the red palm weevil bore inside the trunk and crown and can kill a palm before it shows obvious signs. Look for:

- holes in the trunk with brown, foul-smelling sap and chewed fibres;
- wilting or broken central fronds;
- the sound of larvae chewing when you put your ear to the trunk.

**Integrated control:**

1. **Inspect** palms and offshoots regularly, especially young palms up to about 20 years old.
2. **Avoid wounds:** cut fronds well away from the trunk and treat fresh cuts and wounds with a recommended insecticide.
3. **Trap:** pheromone traps with water and a food bait of dates or sugarcane, about one per feddan in infested areas; service them weekly and renew the lure as directed.
4. **Treat** lightly infested palms by injecting a recommended insecticide into the trunk under extension supervision.
5. **Remove** heavily infested palms at once: fell, chop and destroy them so the weevils cannot fly to healthy palms.
6. **Never move offshoots** without a quarantine certificate.

## Other pests

White scale on the fronds, the lesser date moth on young fruit, date moths in stored fruit, and inflorescence rot in humid areas need attention. Clean the crowns and remove old fronds and fruit stalks every year.

## Harvest

Soft varieties (Hayany, Zaghloul, Samani) are picked from late August at the crisp **bisr** stage or as **rutab**; semi-dry varieties (Siwi, Amhat) at the **tamr** stage from September to November; dry varieties of Aswan (Sakkoti, Bartamoda, Gondaila) are left to dry on the palm. Collect fallen fruit, sort the crop, and disinfest and cool semi-dry dates before storage.
`;

const datePalmAr = `# خدمة النخيل ومكافحة سوسة النخيل الحمراء

مصر أكبر منتج للتمور في العالم. وتعطي النخلة جيدة الخدمة 80–150 كجم ثماراً في السنة حسب الصنف، ويعطي البستان الذي يضم نحو 85 نخلة للفدان 6–8 أطنان أو أكثر.

## الزراعة

- ازرع **فسائل** وزنها 15–25 كجم مفصولة من أمهات سليمة مطابقة للصنف، أو **نباتات نسيجية** للبرحي والمجدول وغيرهما من الأصناف المستوردة.
- أنسب مواعيد الزراعة: **فبراير–أبريل** و**أغسطس–سبتمبر**.
- احفر جوراً بأبعاد نحو 1 × 1 × 1 م، واخلط التربة بالسماد البلدي المتحلل والسوبر فوسفات، وازرع الفسيلة وثبّتها جيداً، واربط السعف فوق القلب في الشهور الأولى، واروِ على فترات متقاربة حتى يظهر نمو جديد.
- ازرع على مسافة 7–8 م. ونقل الفسائل بين المناطق يحتاج إلى **شهادة من الحجر الزراعي** بسبب سوسة النخيل الحمراء.

## الري

يتحمل النخيل الجفاف والملوحة، لكنه لا يعطي محصولاً جيداً إلا بالري المنتظم. زِد الري من العقد حتى طور البلح (البسر) في الصيف، وقلله بعد الجمع وفي الشتاء. وفي الأراضي الرملية استخدم النافورات أو عدة نقاطات لكل نخلة. ولا تترك قاعدة الجذع غارقة في الماء أبداً.

## التسميد (للنخلة المثمرة في السنة)

- **50–100 كجم سماداً بلدياً متحللاً** مع 1–2 كجم سوبر فوسفات في خندق حول النخلة في الشتاء.
- **2–3 كجم سلفات نشادر** على ثلاث دفعات (فبراير وأبريل ويونيو).
- **1.5–2 كجم سلفات بوتاسيوم** على دفعتين (أبريل ويونيو).

## التلقيح

احتفظ بفحل جيد لكل 50 نخلة مؤنثة تقريباً، أو اشترِ لقاحاً معروف الجودة. لقّح كل طلعة مؤنثة **خلال 1–3 أيام من انشقاقها**، بوضع عدة شماريخ مذكرة في وسط العذق وربطه ربطاً خفيفاً، أو بتعفير حبوب اللقاح مخلوطة بالدقيق أو التلك. ومرّ على النخيل كل بضعة أيام في مارس وأبريل، لأن الطلع يتفتح على مدى عدة أسابيع. وتحتفظ حبوب اللقاح الجافة بحيويتها سنة في الثلاجة.

## الخف والتدلية والتكييس

في مايو اترك سباطة واحدة تقريباً لكل 8–10 سعفات خضراء وأزل الباقي، وخفّ السباطات المتبقية بقطع جزء من الشماريخ الوسطى. وفي يونيو ويوليو دلِّ السباطات بين السعف واربطها في سعفة حتى لا تنكسر العراجين، وغطّها بأكياس من الشبك أو الورق المثقب لحمايتها من الطيور والدبابير والأتربة.

## سوسة النخيل الحمراء

تحفر يرقات سوسة النخيل الحمراء داخل الجذع والقمة، وقد تقتل النخلة قبل أن تظهر عليها أعراض واضحة. ابحث عن:

- ثقوب في الجذع يخرج منها سائل بني كريه الرائحة مع ألياف ممضوغة؛
- ذبول السعف الأوسط أو انكساره؛
- صوت قرض اليرقات عند وضع الأذن على الجذع.

**المكافحة المتكاملة:**

1. **الفحص** الدوري للنخيل والفسائل، وبخاصة النخيل الصغير حتى عمر 20 سنة تقريباً.
2. **تجنب الجروح:** اقطع السعف بعيداً عن الجذع، وعالج أماكن القطع والجروح الحديثة بمبيد حشري موصى به.
3. **المصائد:** مصائد الفرمون بالماء وطعم غذائي من البلح أو القصب، بمعدل مصيدة للفدان تقريباً في المناطق المصابة، تُخدم أسبوعياً وتُجدد كبسولة الفرمون حسب التعليمات.
4. **العلاج:** يُحقن النخيل خفيف الإصابة بمبيد حشري موصى به داخل الجذع تحت إشراف الإرشاد الزراعي.
5. **الإزالة:** يُزال النخيل شديد الإصابة فوراً، فيُقطع ويُفرم ويُعدم حتى لا تطير الحشرات إلى النخيل السليم.
6. **لا تنقل الفسائل أبداً** دون شهادة من الحجر الزراعي.

## آفات أخرى

تحتاج الحشرة القشرية البيضاء على السعف، وحشرة الحميرة على الثمار الصغيرة، وفراشات التمر في المخزن، وعفن الطلع في المناطق الرطبة إلى متابعة. ونظّف رؤوس النخيل وأزل السعف القديم والعراجين كل عام.

## الجمع

تُجمع الأصناف الرطبة (الحياني والزغلول والسماني) من أواخر أغسطس في طور **البلح (البسر)** أو **الرطب**، والأصناف نصف الجافة (السيوي والعمهات) في طور **التمر** من سبتمبر حتى نوفمبر، أما الأصناف الجافة في أسوان (السكوتي والبرتمودا والجنديلة) فتُترك لتجف على النخلة. اجمع الثمار المتساقطة، وافرز المحصول، وطهّر التمور نصف الجافة وبرّدها قبل التخزين.
`;

const mangoEn = `# Mango orchard management

Mango is grown mainly in Ismailia, Sharqia, Giza and Aswan and across the new lands. A mature, well-kept orchard gives 6–10 tonnes per feddan, but mango tends to bear heavily one year and lightly the next, and good management evens this out.

## Varieties and planting

- **Early:** Zebda, Hindi Besennara. **Mid-season:** Ewais (Owais), Fagri Kalan, Sediek, Naomi, Tommy Atkins. **Late:** Keitt and Kent, valued for export.
- Buy grafted trees from licensed nurseries, grafted on polyembryonic seedling rootstocks.
- Plant from **February to April** or in **September–October**, 5 × 5 m in modern orchards (168 trees per feddan) or 7–8 m in traditional ones.
- Protect young trees from frost in their first winters by wrapping them, and from summer sun by whitewashing the trunks.

## Irrigation through the year

| Period | Irrigation |
| --- | --- |
| December–January | Reduce, without letting trees wilt, to induce flowering |
| Full bloom (February–March) | Avoid heavy irrigation |
| After fruit set until harvest | Regular; stress now causes fruit drop |
| After harvest | Moderate, to support the new flush |

A mature orchard uses about 5,000–6,000 m³ per feddan a year; in sandy lands use 4–8 drippers per tree.

## Fertilization (mature tree, per year)

- **40–50 kg of well-rotted manure** with about 1 kg of superphosphate and 0.5–1 kg of agricultural sulphur in December–January.
- **0.8–1 kg N** (4–5 kg of ammonium sulphate) in three doses: after fruit set, in June, and after harvest. No nitrogen in December–January.
- **1–1.5 kg of potassium sulphate** during fruit growth.
- Zinc and boron sprays before flowering where deficiency occurs.

## Pruning

Prune after harvest: remove dead, diseased and crossing branches, open the centre to light, and keep the height manageable. Heavy pruning removes next year's flowering wood.

## Pests and diseases

- **Malformation** (*Fusarium mangiferae*): bunchy, deformed panicles and shoots. Cut them out with 20–30 cm of healthy wood as soon as they appear and destroy them; disinfect secateurs between trees; never take budwood from affected trees.
- **Powdery mildew:** whitens flower panicles in cool, humid spells. Spray sulphur or a recommended fungicide when 10–20% of panicles open and repeat after 10–15 days if needed; do not use sulphur above 35 °C.
- **Mealybugs and scales:** sticky bands on trunks in winter stop crawlers climbing; spray only infested trees.
- **Peach fruit fly and Mediterranean fruit fly:** methyl eugenol and protein-bait traps from April, bait-spot sprays when catches rise, and collection and burial of fallen fruit every few days.
- **Mango hoppers** at flowering, and **anthracnose** on fruit in humid weather.

## Harvest and handling

Pick fruit at full maturity while still green — when the shoulders have filled out and the flesh near the seed has started to colour — with 2–3 cm of stalk, using clippers. Do not let fruit fall. Let the sap drain with the fruit stalk-end down before packing to avoid sap burn, then pack in single layers and keep in the shade. Fruit ripens in 5–10 days at 20–25 °C; export markets may require hot-water treatment against fruit flies.
`;

const citrusEn = `# Citrus orchards: oranges and limes

Egypt is the world's largest exporter of fresh oranges. Navel oranges are picked from November to January and Valencia, the main export orange, from February to May. A mature orchard yields 10–15 tonnes per feddan.

## Establishing the orchard

- Buy **certified, virus-free trees** from licensed nurseries. Sour orange is the traditional rootstock, tolerant of gummosis but susceptible to tristeza virus; Volkamer lemon is common in the sandy new lands.
- Plant from **February to April**, 5 × 5 m or 4 × 5 m, with windbreaks of casuarina around the orchard.
- Keep the graft union well above the soil and never pile soil or water against the trunk.

## Irrigation

The critical periods are **flowering, fruit set and the June drop**: stress then causes heavy fruit loss. Irrigate regularly in summer and reduce in winter before flowering. On drip, place the drippers away from the trunk to avoid gummosis. A mature orchard uses 6,000–8,000 m³ per feddan a year.

## Fertilization (mature tree, per year)

- Winter: **30–40 kg of well-rotted manure** with about 1 kg of superphosphate; on calcareous soil add agricultural sulphur and iron as EDDHA chelate.
- **About 1.2 kg N** (6 kg of ammonium sulphate) in three doses: February before flowering, after fruit set, and in June–July.
- **1–1.5 kg of potassium sulphate** and some magnesium sulphate during fruit growth.
- Zinc, manganese and iron sprays on the spring flush.
- Stop nitrogen from September to improve fruit colour and keeping quality.

## Pruning

After harvest remove dead and diseased branches, water shoots and branches touching the ground, and thin crowded centres. Citrus needs only light pruning.

## Integrated pest management

- **Mediterranean fruit fly:** the most important pest for exports. Hang traps, apply weekly bait-spot sprays when flies are caught, collect fallen fruit, and work with neighbouring farms.
- **Citrus leaf miner:** attacks young flushes, especially in nurseries and young orchards; protect the main flushes.
- **Mites and scale insects:** monitor regularly and spray only infested trees, using mineral oil in the cooler months.
- **Aphids:** spread tristeza virus; use certified trees and control aphids on young flushes.
- **Gummosis and root rot** (*Phytophthora*): keep water away from the trunk, improve drainage and treat lesions.
- **Citrus nematode:** use clean trees and add organic matter.

## Harvest and export

Pick when the fruit reaches the required colour and sugar-to-acid ratio. Clip fruit with a short stem rather than pulling, pick only dry fruit, and handle gently to avoid damaging the oil glands. Exporting farms must be registered with the plant quarantine authority and respect pesticide residue limits and pre-harvest intervals.

## Baladi lime

The baladi lime is grown the same way but is more sensitive to frost, to poorly drained soils and to calcareous soils. Prices peak in the hot summer months, so irrigation and nutrition that support the summer crop pay well.
`;

const grapesEn = `# Early table grapes

Egypt's table grapes reach Europe in May and June, ahead of most competitors, and the new lands west of the Delta, along the Cairo–Alexandria desert road and in Upper Egypt now supply most exports. A well-run vineyard gives 8–12 tonnes per feddan.

## Varieties and rootstocks

- **Superior (Sugraone)** and **Early Sweet:** early, white, seedless.
- **Flame Seedless:** early, red, seedless.
- **Thompson Seedless:** mid-season, white.
- **Crimson Seedless, Red Globe and Autumn Royal:** later, for the end of the season.

On sandy soils with nematodes or some salinity, plant vines grafted on tolerant rootstocks such as Freedom, Harmony, Paulsen 1103 or Ramsey.

## Trellis and spacing

Most new vineyards use the Spanish parron (overhead) or Y trellis, with rows 3 m apart and vines 1.5–2 m apart (700–930 vines per feddan) and two drip lines per row.

## Pruning and dormancy breaking

Prune in **December in Upper Egypt and January in the Delta and new lands**: cane pruning for Superior and Thompson Seedless, spur or mixed pruning for other varieties according to bud fertility. Where winters are too mild for even budbreak, apply **hydrogen cyanamide** right after pruning at the label rate, about 30–45 days before expected budbreak, wearing full protective equipment.

## Canopy and cluster management

- Remove weak and extra shoots after budbreak.
- For seedless varieties, apply **gibberellic acid** at cluster elongation and after berry set at the rates recommended for each variety, to lengthen clusters and size the berries.
- Thin clusters to the planned number per vine and thin berries inside compact clusters.
- Girdling at berry set can increase berry size; for red varieties, colour improves with good leaf cover and moderate water at veraison.

## Fertilization and irrigation

Fertigate roughly **60–90 kg N, 30–45 kg P2O5 and 100–150 kg K2O per feddan** a year, with most nitrogen from budbreak to berry set and most potassium from berry set to veraison. Apply 15–20 m³ of compost in winter. Irrigate moderately at budbreak, fully during berry growth, and a little less at veraison for sugar and colour; keep irrigating after harvest to keep the leaves healthy for next year's buds.

## Pests and diseases

- **Powdery mildew:** the main disease in dry areas; spray sulphur or recommended fungicides from budbreak at regular intervals.
- **Downy mildew:** in humid spring weather, especially in the Delta; protect after rain or heavy dew.
- **Grey mould:** on ripening clusters; thin clusters and keep the canopy open.
- **Vine mealybug, spider mites, thrips and the grape berry moth:** monitor weekly.
- **Root-knot nematodes:** use resistant rootstocks and compost.

## Harvest

Pick by sugar content and colour, not by date — for example about 16% soluble solids for Superior — in the early morning. Handle clusters by the stalk, trim damaged berries, pack in the field, and cool quickly. Export fruit is packed with sulphur dioxide pads against grey mould.
`;

const strawberryEn = `# Strawberries for fresh market and export

Egypt is one of the world's largest exporters of frozen strawberries and also ships fresh fruit to Europe and the Gulf. The main areas are Qalyubia, Ismailia and Beheira (Nubaria). A feddan yields about 15–20 tonnes.

## Planting systems

| System | Planting | Harvest |
| --- | --- | --- |
| Frigo (cold-stored plants) | mid-August to early September | from November, the earliest fruit |
| Fresh transplants | mid-September to mid-October | December to May |

Use short-day varieties bred for mild winters, such as Festival and Fortuna, and buy certified, disease-free plants from licensed nurseries.

## Soil and beds

1. Choose light, well-drained soil and irrigation water of low salinity: strawberry is very sensitive to salt.
2. Solarize the soil in summer where nematodes and soil diseases have occurred.
3. Apply **20–30 m³ of compost**, **200 kg of superphosphate (15.5%)** and **100 kg of agricultural sulphur** per feddan.
4. Form raised beds 100–120 cm wide with two drip lines, cover them with **black plastic mulch**, and plant four rows per bed with plants 25–30 cm apart — about 20,000–24,000 plants per feddan.
5. Set the crown exactly at soil level: too deep and it rots, too high and it dries out.

## Irrigation and fertigation

Irrigate by sprinklers or frequent drip pulses for the first two weeks to cool the plants and help rooting, then by drip every day or two. Over the season fertigate roughly **120–150 kg N, 60–80 kg P2O5 and 150–200 kg K2O per feddan**, with more potassium and calcium during fruiting. Low tunnels in December–February bring earlier and cleaner fruit.

## Plant care

Remove early flowers in the first weeks to build strong plants, take off runners regularly, and remove old and diseased leaves.

## Integrated pest management

- **Two-spotted spider mite:** the key pest, especially in warm, dry weather. Check the undersides of leaves weekly. Releasing predatory mites works well and is widely used in Egypt; spray only recommended acaricides and rotate them.
- **Grey mould:** remove rotten fruit at every picking, ventilate tunnels and avoid wetting fruit.
- **Powdery mildew:** spray at the first signs.
- **Root and crown rots and nematodes:** use clean plants, good drainage and solarization.
- **Aphids, whitefly and thrips:** yellow and blue sticky traps and targeted sprays.
- Respect pre-harvest intervals strictly: fruit is picked every 2–3 days, and export shipments are tested for residues.

## Harvest and handling

Pick fully coloured fruit for the fresh market and fully ripe fruit for freezing, in the early morning, with the calyx attached, straight into the final punnets or shallow trays. Cool to 1–2 °C within an hour or two of picking. Strawberries bruise easily: never pile them deep or leave them in the sun.
`;

const chamomileEn = `# Chamomile for drying and export

Egypt is one of the main exporters of dried chamomile flowers, grown mainly in Beni Suef, Fayoum and Minya. The crop is cheap to grow, needs little water and is picked from January to April, but its value depends on careful picking and drying. A feddan yields about 600–1,000 kg of dried flowers.

## Nursery and planting

- Sow the tiny seed in a fine nursery from **late August to September**, mixed with sand for even spreading and barely covered. About **0.25–0.5 kg of seed** raises plants for one feddan.
- Keep the surface moist with light, frequent watering until the seedlings emerge.
- Transplant after about 45 days, from **October to mid-November**, 30 cm apart on 60 cm ridges, and irrigate at once.
- Direct sowing in October is possible but needs more seed and more weeding.

## Fertilization

Apply **20 m³ of compost** and **150 kg of superphosphate (15.5%)** during land preparation, **50 kg of potassium sulphate**, and only **45–60 kg N per feddan** in two doses after transplanting. Too much nitrogen gives leafy plants with fewer flowers. Many growers produce certified organic chamomile for the European market and use compost and approved organic inputs only.

## Irrigation

Irrigate every 15–20 days in winter and every 10 days in spring as flowering peaks. Avoid waterlogging, which causes root rot, especially on heavy soils.

## Weeds, pests and diseases

Keep the field clean by hand-weeding: weed seeds and leaves in the dried flowers lower the grade. Aphids, thrips and powdery mildew are the main problems. Because chamomile is sold as a tea, buyers test for pesticide residues, so spray only when essential, use products approved for the crop and respect pre-harvest intervals.

## Picking

Flowering starts in January. Pick every **7–10 days** when the flowers are fully open and the white ray petals stand horizontal, by hand or with the traditional picking comb, giving 8–12 pickings over the season. Pick after the dew has dried.

## Drying and storage

Spread the flowers thinly **in the shade** on clean cloth or mats, off the ground, and turn them gently every day; drying takes about 5–7 days. Sun-drying turns the flowers brown and drives off the oil. About 4–5 kg of fresh flowers give 1 kg of dried flowers. Store dried flowers at about 10% moisture in clean paper or jute bags in a dark, dry, ventilated store, and grade them into whole flowers, siftings and powder for sale.
`;

export const demoGuides: DemoGuide[] = [
  {
    slug: 'growing-wheat-in-egypt',
    crop_slug: 'wheat',
    title: 'Growing Wheat in Egypt',
    title_ar: 'زراعة القمح في مصر',
    body_markdown: wheatEn,
    body_markdown_ar: wheatAr,
    tags: ['strategic-crop', 'winter', 'fertilization', 'irrigation', 'rust'],
  },
  {
    slug: 'summer-and-nili-maize',
    crop_slug: 'maize',
    title: 'Summer and Nili Maize',
    title_ar: 'الذرة الشامية الصيفية والنيلية',
    body_markdown: maizeEn,
    body_markdown_ar: maizeAr,
    tags: ['strategic-crop', 'summer', 'nili', 'fall-armyworm', 'ipm'],
  },
  {
    slug: 'rice-in-the-northern-delta',
    crop_slug: 'rice',
    title: 'Rice in the Northern Delta',
    title_ar: 'الأرز في شمال الدلتا',
    body_markdown: riceEn,
    tags: ['strategic-crop', 'summer', 'licensed-areas', 'blast', 'water-saving'],
  },
  {
    slug: 'open-field-tomatoes',
    crop_slug: 'tomato',
    title: 'Open-Field Tomatoes: Summer, Nili and Winter Plantings',
    title_ar: 'الطماطم في الحقل المكشوف: العروات الصيفية والنيلية والشتوية',
    body_markdown: tomatoEn,
    body_markdown_ar: tomatoAr,
    tags: ['vegetables', 'tuta-absoluta', 'whitefly', 'ipm', 'post-harvest'],
  },
  {
    slug: 'potatoes-three-plantings',
    crop_slug: 'potato',
    title: 'Potatoes: Three Plantings a Year',
    title_ar: 'البطاطس: ثلاث عروات في السنة',
    body_markdown: potatoEn,
    body_markdown_ar: potatoAr,
    tags: ['vegetables', 'export', 'late-blight', 'seed', 'storage'],
  },
  {
    slug: 'winter-onions',
    crop_slug: 'onion',
    title: 'Winter Onions for Market and Export',
    title_ar: 'البصل الشتوي للسوق والتصدير',
    body_markdown: onionEn,
    tags: ['vegetables', 'export', 'nursery', 'curing', 'storage'],
  },
  {
    slug: 'growing-garlic',
    crop_slug: 'garlic',
    title: 'Growing Garlic',
    title_ar: 'زراعة الثوم',
    body_markdown: garlicEn,
    tags: ['vegetables', 'export', 'white-rot', 'curing'],
  },
  {
    slug: 'faba-beans',
    crop_slug: 'faba-bean',
    title: 'Faba Beans: Sowing, Broomrape and Chocolate Spot',
    title_ar: 'الفول البلدي: الزراعة والهالوك والتبقع البني',
    body_markdown: fabaEn,
    body_markdown_ar: fabaAr,
    tags: ['legume', 'winter', 'broomrape', 'rotation', 'ipm'],
  },
  {
    slug: 'date-palm-care-and-red-palm-weevil',
    crop_slug: 'date-palm',
    title: 'Date Palm Care and Red Palm Weevil Control',
    title_ar: 'خدمة النخيل ومكافحة سوسة النخيل الحمراء',
    body_markdown: datePalmEn,
    body_markdown_ar: datePalmAr,
    tags: ['orchard', 'pollination', 'red-palm-weevil', 'quarantine', 'ipm'],
  },
  {
    slug: 'mango-orchard-management',
    crop_slug: 'mango',
    title: 'Mango Orchard Management',
    title_ar: 'خدمة بساتين المانجو',
    body_markdown: mangoEn,
    tags: ['orchard', 'flowering', 'malformation', 'fruit-fly', 'export'],
  },
  {
    slug: 'citrus-orchards',
    crop_slug: 'orange',
    title: 'Citrus Orchards: Oranges and Limes',
    title_ar: 'بساتين الموالح: البرتقال والليمون',
    body_markdown: citrusEn,
    tags: ['orchard', 'citrus', 'export', 'fruit-fly', 'fertilization'],
  },
  {
    slug: 'early-table-grapes',
    crop_slug: 'grapes',
    title: 'Early Table Grapes',
    title_ar: 'العنب المبكر للمائدة',
    body_markdown: grapesEn,
    tags: ['orchard', 'export', 'pruning', 'drip-irrigation', 'new-lands'],
  },
  {
    slug: 'strawberries-fresh-and-export',
    crop_slug: 'strawberry',
    title: 'Strawberries for Fresh Market and Export',
    title_ar: 'الفراولة للسوق الطازج والتصدير',
    body_markdown: strawberryEn,
    tags: ['export', 'drip-irrigation', 'plastic-mulch', 'spider-mite', 'ipm'],
  },
  {
    slug: 'chamomile-for-export',
    crop_slug: 'chamomile',
    title: 'Chamomile for Drying and Export',
    title_ar: 'الكاموميل للتجفيف والتصدير',
    body_markdown: chamomileEn,
    tags: ['medicinal', 'aromatic', 'export', 'drying', 'organic'],
  },
];
