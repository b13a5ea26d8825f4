/**
 * Demo soil types of Egypt's old lands (Nile valley and Delta) and new lands (reclaimed desert, wadis and oases).
 * Data only. `suitable_crops` holds slugs from crops.ts and mirrors each crop's `soil_preferences`.
 */
import type { Region } from './crops';

export interface DemoSoil {
  slug: string;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  texture: string;
  ph_range: [number, number];
  drainage: 'poor' | 'moderate' | 'good' | 'excessive';
  organic_matter: 'low' | 'medium' | 'high';
  regions: Region[];
  management_tips: string;
  suitable_crops: string[];
}

export const demoSoils: DemoSoil[] = [
  {
    slug: 'nile-alluvial-clay',
    name: 'Nile Alluvial Clay (Delta)',
    name_ar: 'الطين الرسوبي النيلي (الدلتا)',
    description:
      'Deep, dark clay laid down by the Nile floods over thousands of years, covering most of the old lands of the Delta. It holds water and nutrients well and is the most fertile soil in the country, but it swells when wet, cracks deeply when dry and becomes sticky and hard to work. Since the High Dam stopped the yearly silt, fertility depends on good drainage, organic matter and fertilizer.',
    description_ar:
      'طين عميق داكن ترسب من فيضانات النيل عبر آلاف السنين، ويغطي معظم الأراضي القديمة في الدلتا. يحتفظ جيداً بالماء والعناصر الغذائية، وهو أخصب أراضي مصر، لكنه ينتفخ عند الابتلال ويتشقق بعمق عند الجفاف ويصير لزجاً صعب الخدمة. ومنذ أن أوقف السد العالي الطمي السنوي أصبحت خصوبته معتمدة على الصرف الجيد والمادة العضوية والتسميد.',
    texture: 'Clay to silty clay (40–60% clay)',
    ph_range: [7.8, 8.4],
    drainage: 'moderate',
    organic_matter: 'medium',
    regions: ['delta', 'middle_egypt'],
    management_tips:
      'Plough or chisel when the soil is at the right moisture, never when sticky; level with laser every few years so water spreads evenly. Keep field drains and tile-drain outlets clean, and avoid long standing water, which causes root suffocation and salt build-up. Add 15–20 m³ of well-rotted manure or compost per feddan before summer vegetables, and rotate cereals with faba bean or berseem to maintain nitrogen and structure. Sub-soil every 3–4 years to break the plough pan.',
    suitable_crops: [
      'wheat',
      'maize',
      'rice',
      'faba-bean',
      'peas',
      'tomato',
      'potato',
      'onion',
      'garlic',
      'cucumber',
      'sweet-pepper',
      'eggplant',
      'squash',
      'okra',
      'molokhia',
      'cabbage',
      'cauliflower',
      'lettuce',
      'strawberry',
      'mango',
      'orange',
      'lime',
      'date-palm',
      'guava',
      'banana',
      'peppermint',
      'parsley',
    ],
  },
  {
    slug: 'silty-clay-loam',
    name: 'Silty Clay Loam of Middle Egypt',
    name_ar: 'الطمي الطيني السلتي في مصر الوسطى',
    description:
      'Alluvial soil of the Nile valley in Giza, Beni Suef, Minya and Assiut and of the older parts of Fayoum, lighter than the Delta clay and easier to work. It drains well, warms quickly in spring and suits the widest range of crops, from cereals and vegetables to the medicinal and aromatic plants for which Beni Suef, Fayoum and Minya are known.',
    description_ar:
      'تربة رسوبية في وادي النيل بالجيزة وبني سويف والمنيا وأسيوط وفي الأجزاء القديمة من الفيوم، وهي أخف من طين الدلتا وأسهل في الخدمة. جيدة الصرف، وتدفأ بسرعة في الربيع، وتناسب أوسع مدى من المحاصيل، من الحبوب والخضر إلى النباتات الطبية والعطرية التي تشتهر بها بني سويف والفيوم والمنيا.',
    texture: 'Silty clay loam to clay loam',
    ph_range: [7.8, 8.3],
    drainage: 'good',
    organic_matter: 'medium',
    regions: ['middle_egypt'],
    management_tips:
      'Keep organic matter up with 10–20 m³ of compost or manure per feddan each year, especially before herbs and vegetables. Irrigate by furrow on well-levelled land and avoid over-irrigating herbs such as anise and marjoram, which suffer root rot in wet soil. Rotate medicinal crops with cereals and legumes to limit soil-borne wilt and nematodes.',
    suitable_crops: [
      'wheat',
      'maize',
      'sorghum',
      'faba-bean',
      'peas',
      'tomato',
      'potato',
      'onion',
      'garlic',
      'cucumber',
      'sweet-pepper',
      'eggplant',
      'squash',
      'okra',
      'molokhia',
      'cabbage',
      'cauliflower',
      'lettuce',
      'carrot',
      'sweet-potato',
      'strawberry',
      'orange',
      'lime',
      'grapes',
      'guava',
      'pomegranate',
      'banana',
      'basil',
      'peppermint',
      'coriander',
      'parsley',
      'chamomile',
      'fennel',
      'marjoram',
      'anise',
    ],
  },
  {
    slug: 'upper-egypt-clay-loam',
    name: 'Clay Loam of Upper Egypt',
    name_ar: 'الطمي الطيني في صعيد مصر',
    description:
      'The narrow strip of alluvial soil along the Nile from Sohag to Aswan, clay loam near the river and coarser and sandier towards the desert edge. The hot climate burns organic matter quickly, so the soil is often low in humus. It carries sugarcane, wheat, sorghum, onion, early vegetables, dates, mango and hibiscus.',
    description_ar:
      'الشريط الضيق من التربة الرسوبية على جانبي النيل من سوهاج حتى أسوان، وهو طمي طيني بالقرب من النهر ويصير أخشن وأكثر رملية في اتجاه حافة الصحراء. يحرق المناخ الحار المادة العضوية بسرعة، لذا تكون التربة غالباً فقيرة في الدبال. ويُزرع فيها قصب السكر والقمح والذرة الرفيعة والبصل والخضر المبكرة والنخيل والمانجو والكركديه.',
    texture: 'Clay loam near the river, sandy loam at the desert fringe',
    ph_range: [7.8, 8.4],
    drainage: 'good',
    organic_matter: 'low',
    regions: ['upper_egypt'],
    management_tips:
      'Add compost or manure every season and return crop residues instead of burning them. Irrigate at night or early morning in summer to reduce evaporation, and never leave the soil bare and dry for long. On sandier fringe land shorten the irrigation interval and split nitrogen into more doses.',
    suitable_crops: [
      'wheat',
      'maize',
      'sorghum',
      'faba-bean',
      'tomato',
      'onion',
      'garlic',
      'eggplant',
      'okra',
      'molokhia',
      'watermelon',
      'cantaloupe',
      'mango',
      'lime',
      'grapes',
      'date-palm',
      'pomegranate',
      'banana',
      'coriander',
      'fennel',
      'anise',
      'cumin',
      'hibiscus',
    ],
  },
  {
    slug: 'desert-sandy',
    name: 'Sandy Soil of Reclaimed Desert Lands',
    name_ar: 'الأراضي الرملية المستصلحة',
    description:
      'Deep sand of the reclaimed desert in Salhia, Ismailia, east Nubaria, the Cairo–Alexandria desert road, Wadi El Natrun, Toshka and East Oweinat. It is easy to work and free of clay problems but holds very little water or nutrients, so crops depend on frequent drip irrigation and fertigation. With good management it produces much of Egypt’s export potatoes, grapes, citrus, strawberries and vegetables.',
    description_ar:
      'رمال عميقة في الأراضي الصحراوية المستصلحة بالصالحية والإسماعيلية وشرق النوبارية وطريق مصر الإسكندرية الصحراوي ووادي النطرون وتوشكى وشرق العوينات. سهلة الخدمة وخالية من مشكلات الطين، لكنها لا تحتفظ إلا بقليل من الماء والعناصر الغذائية، فتعتمد المحاصيل على الري بالتنقيط المتقارب والتسميد مع ماء الري. ومع الإدارة الجيدة تنتج جزءاً كبيراً من صادرات مصر من البطاطس والعنب والموالح والفراولة والخضر.',
    texture: 'Sand to loamy sand (over 85% sand)',
    ph_range: [7.5, 8.5],
    drainage: 'excessive',
    organic_matter: 'low',
    regions: ['new_lands'],
    management_tips:
      'Use drip irrigation with short, frequent pulses and fertigate nitrogen and potassium weekly rather than in large doses. Incorporate 20–30 m³ of compost per feddan before planting and mulch where possible. Plant windbreaks of casuarina around fields against sand-laden wind. Check for root-knot nematodes before planting vegetables, and supply iron, zinc and manganese as chelates.',
    suitable_crops: [
      'wheat',
      'maize',
      'barley',
      'sorghum',
      'faba-bean',
      'peas',
      'tomato',
      'potato',
      'onion',
      'garlic',
      'cucumber',
      'sweet-pepper',
      'squash',
      'lettuce',
      'carrot',
      'sweet-potato',
      'watermelon',
      'cantaloupe',
      'strawberry',
      'mango',
      'orange',
      'lime',
      'grapes',
      'date-palm',
      'olive',
      'guava',
      'pomegranate',
      'fig',
      'basil',
      'coriander',
      'parsley',
      'chamomile',
      'fennel',
      'marjoram',
      'anise',
      'cumin',
      'hibiscus',
    ],
  },
  {
    slug: 'calcareous',
    name: 'Calcareous Soil',
    name_ar: 'الأراضي الجيرية',
    description:
      'Soils rich in lime (calcium carbonate, often 15–40%) west of the Delta in west Nubaria, Borg El Arab and Maryut, along the North Coast and in parts of Fayoum and Sinai. They drain well but form a hard surface crust after irrigation and may have a cemented hardpan below. High pH locks up phosphorus, iron, zinc and manganese, so yellowing between the veins (lime-induced chlorosis) is common.',
    description_ar:
      'أراضٍ غنية بالجير (كربونات الكالسيوم، غالباً 15–40%) غرب الدلتا في غرب النوبارية وبرج العرب ومريوط، وعلى امتداد الساحل الشمالي وفي أجزاء من الفيوم وسيناء. جيدة الصرف لكنها تكوّن قشرة سطحية صلبة بعد الري، وقد توجد تحتها طبقة صماء متماسكة. ويؤدي ارتفاع رقم الحموضة (pH) إلى تثبيت الفوسفور والحديد والزنك والمنجنيز، لذا يشيع اصفرار ما بين العروق (الاصفرار الجيري).',
    texture: 'Sandy loam to loam with high lime content',
    ph_range: [8.0, 8.8],
    drainage: 'good',
    organic_matter: 'low',
    regions: ['delta', 'new_lands'],
    management_tips:
      'Use acid-forming fertilizers such as ammonium sulphate, and inject phosphoric acid through the drip system to keep emitters clean and phosphorus available. Apply agricultural sulphur (200–300 kg per feddan) with compost, and give iron as EDDHA chelate and zinc and manganese as foliar sprays. Irrigate lightly and often to prevent crusting, and break any hardpan with a subsoiler before planting orchards.',
    suitable_crops: [
      'wheat',
      'barley',
      'tomato',
      'potato',
      'onion',
      'garlic',
      'watermelon',
      'cantaloupe',
      'grapes',
      'date-palm',
      'olive',
      'pomegranate',
      'fig',
      'chamomile',
      'marjoram',
    ],
  },
  {
    slug: 'saline-sodic',
    name: 'Saline-Sodic Soil of the Northern Delta',
    name_ar: 'الأراضي الملحية الصودية في شمال الدلتا',
    description:
      'Heavy clay in the low-lying north of the Delta in Kafr El Sheikh (El Hamoul, Sidi Salem), north Dakahlia, north Beheira and Damietta, where a shallow, salty water table and poor drainage bring salts to the surface. Excess sodium disperses the clay, so the soil seals, drains slowly and forms a hard crust. Rice is grown partly because flooding keeps the salts washed down.',
    description_ar:
      'طين ثقيل في الأراضي المنخفضة بشمال الدلتا في كفر الشيخ (الحامول وسيدي سالم) وشمال الدقهلية وشمال البحيرة ودمياط، حيث يرفع الماء الأرضي الضحل المالح وضعف الصرف الأملاح إلى السطح. وتؤدي زيادة الصوديوم إلى تفرق حبيبات الطين، فتنغلق مسام التربة ويبطؤ صرفها وتتكون قشرة صلبة. ويُزرع الأرز فيها جزئياً لأن الغمر يغسل الأملاح إلى أسفل.',
    texture: 'Heavy clay',
    ph_range: [8.5, 9.5],
    drainage: 'poor',
    organic_matter: 'medium',
    regions: ['delta'],
    management_tips:
      'Apply agricultural gypsum according to a soil test (often 2–5 tonnes per feddan), plough it in and follow with leaching irrigations while the field drains are working. Install or repair tile drains and add mole drains where possible. Grow salt-tolerant crops such as rice, barley and tolerant wheat varieties during reclamation, and do not leave the land bare and dry in summer, when salts rise fastest.',
    suitable_crops: ['wheat', 'rice', 'barley', 'date-palm'],
  },
  {
    slug: 'lacustrine-clay',
    name: 'Lacustrine Heavy Clay near the Northern Lakes',
    name_ar: 'الطين البحيري الثقيل حول البحيرات الشمالية',
    description:
      'Very heavy clay deposited in former lake beds around Lake Manzala, Lake Burullus, Lake Idku and Lake Maryut, often with shell fragments and a water table within a metre of the surface. Much of it is saline and some has dark, organic-rich layers. It is farmed after drainage and leaching, mainly with rice, barley and wheat, and much of the lake fringe is also used for fish farms.',
    description_ar:
      'طين ثقيل جداً ترسب في قيعان بحيرات قديمة حول بحيرة المنزلة والبرلس وإدكو ومريوط، وكثيراً ما يحتوي على بقايا أصداف، ويكون الماء الأرضي فيه على عمق أقل من متر. معظمه ملحي، وفي بعضه طبقات داكنة غنية بالمادة العضوية. ويُزرع بعد الصرف والغسيل، أساساً بالأرز والشعير والقمح، كما تُستخدم أجزاء كبيرة من أطراف البحيرات في المزارع السمكية.',
    texture: 'Heavy clay (over 60% clay), often with shells',
    ph_range: [8.0, 8.8],
    drainage: 'poor',
    organic_matter: 'medium',
    regions: ['delta'],
    management_tips:
      'Reclamation starts with deep open drains and then tile drains to lower the water table below about 1.2 m. Leach with rice cultivation for two to three seasons, adding gypsum where sodium is high. Till only at the right moisture, as the clay is very sticky when wet and very hard when dry, and keep to salt-tolerant crops until soil tests show salinity has fallen.',
    suitable_crops: ['wheat', 'rice', 'barley'],
  },
  {
    slug: 'wadi-sandy-loam',
    name: 'Sandy Loam of the Wadis',
    name_ar: 'الطمي الرملي في الوديان',
    description:
      'Deposits of sandy loam with gravel laid down by flash floods in desert valleys: Wadi El Arish and the wadis of Sinai, the wadis of the North Coast near Marsa Matrouh and the Red Sea wadis. Where run-off is harvested behind small dams and dykes, these soils carry olives, figs, dates, barley and melons with little irrigation.',
    description_ar:
      'رواسب من الطمي الرملي المختلط بالحصى حملتها السيول إلى الأودية الصحراوية: وادي العريش ووديان سيناء، ووديان الساحل الشمالي قرب مرسى مطروح، ووديان البحر الأحمر. وحيث تُحجز مياه السيول خلف السدود الصغيرة والجسور الترابية تحمل هذه الأراضي الزيتون والتين والنخيل والشعير والبطيخ والكنتالوب مع قليل من الري.',
    texture: 'Sandy loam with gravel',
    ph_range: [7.8, 8.5],
    drainage: 'good',
    organic_matter: 'low',
    regions: ['new_lands'],
    management_tips:
      'Build contour dykes and small check dams to capture winter run-off, and keep orchards away from the main flood channel. Use drip or bubbler irrigation from wells and check well water salinity every season. Add compost to planting holes and mulch tree basins to keep moisture after rain.',
    suitable_crops: ['barley', 'watermelon', 'cantaloupe', 'grapes', 'date-palm', 'olive', 'pomegranate', 'fig', 'cumin'],
  },
  {
    slug: 'gypsiferous',
    name: 'Gypsiferous Soil',
    name_ar: 'الأراضي الجبسية',
    description:
      'Soils with a high gypsum (calcium sulphate) content, found in patches around the Fayoum depression, in west Sinai around Ras Sudr and in parts of the Western Desert. Gypsum dissolves in irrigation water, so flood irrigation and unlined canals can cause the ground to sink and canals to collapse. The soils are low in organic matter and potassium, and a cemented gypsum layer may limit rooting.',
    description_ar:
      'أراضٍ ترتفع فيها نسبة الجبس (كبريتات الكالسيوم)، وتوجد في بقع حول منخفض الفيوم، وفي غرب سيناء حول رأس سدر، وفي أجزاء من الصحراء الغربية. يذوب الجبس في ماء الري، لذا قد يؤدي الري بالغمر والقنوات غير المبطنة إلى هبوط الأرض وانهيار القنوات. وهي فقيرة في المادة العضوية والبوتاسيوم، وقد تحد طبقة جبسية متصلبة من انتشار الجذور.',
    texture: 'Sandy to loamy with gypsum crystals',
    ph_range: [7.5, 8.2],
    drainage: 'good',
    organic_matter: 'low',
    regions: ['middle_egypt', 'new_lands'],
    management_tips:
      'Irrigate by drip or bubblers only and line or pipe all water channels. Rip any hard gypsum layer in planting lines before establishing orchards. Give extra potassium and magnesium, which gypsum-rich soils lack relative to calcium, and add compost regularly. Prefer tolerant crops such as barley, date palm, olive, fig and pomegranate.',
    suitable_crops: ['barley', 'date-palm', 'olive', 'pomegranate', 'fig'],
  },
  {
    slug: 'oasis-saline',
    name: 'Saline Oasis Soil (Siwa and the Western Oases)',
    name_ar: 'أراضي الواحات الملحية (سيوة والواحات الغربية)',
    description:
      'Sandy to loamy soils of Siwa and the Western Desert oases of Bahariya, Farafra, Dakhla and Kharga. Free-flowing wells and a closed basin with no outlet have raised the water table, and in Siwa salt lakes and white salt crusts cover low land. Date palms and olives are the traditional crops, and Siwa dates and olives are known across Egypt.',
    description_ar:
      'أراضٍ رملية إلى طميية في سيوة وواحات الصحراء الغربية: البحرية والفرافرة والداخلة والخارجة. أدت الآبار المتدفقة ذاتياً وطبيعة الحوض المغلق الذي لا مخرج له إلى ارتفاع الماء الأرضي، وتغطي البحيرات المالحة والقشور الملحية البيضاء الأراضي المنخفضة في سيوة. والنخيل والزيتون هما المحصولان التقليديان، وتمور سيوة وزيتونها معروفة في أنحاء مصر.',
    texture: 'Sand to sandy loam with surface salt crusts',
    ph_range: [7.8, 8.8],
    drainage: 'poor',
    organic_matter: 'low',
    regions: ['new_lands'],
    management_tips:
      'Control free-flowing wells and irrigate by drip rather than flooding to stop the water table rising further. Dig and maintain open drains, plant on raised beds or ridges, and leach salts before planting. Keep to salt-tolerant crops such as date palm, olive and barley, and check the salinity of each well before use.',
    suitable_crops: ['barley', 'date-palm', 'olive'],
  },
];
