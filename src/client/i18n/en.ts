import { STORE_CONTACT } from '../../shared/business';

/** The English catalogue: the reference every other language follows key for key. */
export const en = {
  app: {
    name: 'Fellah',
    tagline: 'Crop guides, farming supplies and practical tools for Egyptian growers.',
    pageTitle: '{{page}} · Fellah',
    loading: 'Loading...',
    backHome: 'Back to Home',
    close: 'Close',
  },
  /** What a page's `<head>` says of it to search engines and link previews (src/client/lib/pageHead.ts). */
  head: {
    description:
      'Fellah — crop guides, farming supplies paid cash on delivery, calculators and quizzes for Egyptian growers.',
    home: 'Crop guides, farming supplies paid cash on delivery, calculators and quizzes for Egyptian growers.',
    shop: 'Seeds, fertilisers, tools and irrigation supplies for Egyptian growers, delivered and paid cash on delivery.',
    product: '{{name}} at Fellah: price, details and reviews, delivered and paid cash on delivery.',
    crops: 'Growing guides for the crops of Egypt: when to plant, soils, water, care and market prices.',
    crop: 'How to grow {{name}} in Egypt: planting calendar, soils, care, seasonal tasks and market prices.',
    calculators: 'Free calculators for growers: the seed, fertiliser and water your field needs.',
    quizzes: 'Short quizzes to test and grow what you know about farming in Egypt.',
    projects: 'What Fellah is building next for Egyptian growers, and how to follow it.',
    about: 'About Fellah: who we are and how we help Egyptian growers.',
    terms: 'The terms of service of the Fellah shop: orders, delivery, payment and returns.',
    privacy: 'How Fellah collects, uses and protects your personal data.',
  },
  language: {
    switchTo: 'العربية',
    switchLabel: 'Switch the site to Arabic: العربية',
  },
  /** Countries of profiles and addresses, in every screen's catalogue (admin drawers and orders show them too). */
  countries: {
    Egypt: 'Egypt',
    'Saudi Arabia': 'Saudi Arabia',
    UAE: 'UAE',
    Jordan: 'Jordan',
    Lebanon: 'Lebanon',
    Other: 'Other',
  },
  nav: {
    cart: 'Cart',
    cartWithCount_one: 'Cart, {{count}} item',
    cartWithCount_other: 'Cart, {{count}} items',
    favorites: 'Favorites',
    home: 'Home',
    crops: 'Crops',
    projects: 'Projects',
    calculators: 'Calculators',
    quizzes: 'Quizzes',
    shop: 'Shop',
    about: 'About',
    login: 'Login',
    signUp: 'Sign Up',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    mainNavigation: 'Main navigation',
    toggleMenu: 'Open or close the menu',
    homeLink: 'Fellah home page',
  },
  footer: {
    quickLinks: 'Quick Links',
    legal: 'Legal',
    contact: 'Contact',
    rights: '© {{year}} Fellah. All rights reserved.',
    version: 'Version {{version}}',
  },
  contact: {
    title: 'Contact Us',
    location: STORE_CONTACT.location,
    locationLabel: 'Location',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
  },
  difficulty: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  home: {
    hero: {
      title: 'Grow more with Fellah',
      subtitle:
        'Crop guides, farming supplies and practical tools for growers across Egypt — from Delta fields to Cairo rooftops. Order what you need and pay cash on delivery.',
      exploreCrops: 'Explore Crops',
      visitShop: 'Visit the Shop',
    },
    features: {
      title: 'Everything a grower needs in one place',
      cropGuides: {
        badge: '25+ crops',
        title: 'Crop Guides',
        text: 'Guides for more than 25 crops — vegetables, grains, fruits and herbs — with growing seasons and the climate each one needs.',
      },
      marketIntelligence: {
        title: 'Market Intelligence',
        text: 'Understand prices and demand so you can plan what to plant and when to sell.',
      },
      premiumProducts: {
        title: 'Premium Products',
        text: 'Seeds, fertilizers, irrigation equipment and tools from trusted brands, paid cash on delivery.',
      },
    },
    calculators: {
      title: 'Farm Calculators',
      subtitle: 'Quick estimates in feddan and EGP before you plant, water or sell.',
      yield: {
        title: 'Yield Calculator',
        text: 'Estimate your harvest and revenue from area, plant density and weight per plant.',
      },
      irrigation: {
        title: 'Irrigation Calculator',
        text: 'Daily, weekly and monthly water needs by crop, season and system efficiency.',
      },
      seed: {
        title: 'Seed Calculator',
        text: 'How much seed your area needs, adjusted for the germination rate.',
      },
      profit: {
        title: 'Profit Calculator',
        text: 'Revenue, costs, profit and margin for your land.',
      },
      cta: 'Open the Calculators',
    },
    quizzes: {
      title: 'Test Your Knowledge',
      subtitle: 'Short quizzes for growers. No sign-in needed.',
      questionCount_one: '{{count}} question',
      questionCount_other: '{{count}} questions',
      basicAgriculture: {
        title: 'Basic Agriculture',
        text: 'Soil, water, seeds and the basics every grower needs.',
      },
      hydroponics: {
        title: 'Hydroponics',
        text: 'Nutrient solutions, pH, EC and growing without soil.',
      },
      egyptianFarming: {
        title: 'Egyptian Farming',
        text: 'Egyptian seasons, local crops and farming in our climate.',
      },
      cta: 'Take a Quiz',
    },
    signUp: {
      title: 'Join Fellah today',
      text: 'Create a free account to keep a cart and a favourites list, order cash on delivery and follow your orders.',
      cta: 'Sign Up',
    },
  },
  about: {
    title: 'About Fellah',
    intro: 'Fellah is a crop guide and farm supply shop made in Egypt, for Egyptian growers.',
    missionTitle: 'Our Mission',
    mission1:
      'Our mission is to help Egyptian growers — smallholders in the Delta and Upper Egypt, new-land farmers, and rooftop gardeners in Cairo — grow more with less water, less waste and better information.',
    mission2:
      'We bring together practical crop guides, honest tools such as yield and irrigation calculators, and a shop for quality seeds, fertilizers and equipment paid cash on delivery, so that good farming knowledge and good supplies are within every grower’s reach.',
    offerTitle: 'What we offer',
    offerGuides: 'Crop guides written for Egypt’s seasons and climate, with land measured in feddan.',
    offerShop: 'A shop with prices in EGP and cash on delivery — no card needed.',
    offerTools: 'Calculators and quizzes to plan your season and sharpen your knowledge.',
  },
  projects: {
    title: 'Projects Coming Soon',
    subtitle:
      'Hands-on hydroponic projects you can follow step by step, built for Egyptian homes, rooftops and small farms.',
    expect: {
      title: 'What to Expect',
      guides: {
        title: 'Step-by-step guides',
        text: 'Every build explained from the first pipe to the harvest, with a list of parts.',
      },
      progress: {
        title: 'Real progress logs',
        text: 'Weekly photos and measurements — pH, EC, growth — including what went wrong.',
      },
      costs: {
        title: 'Costs in EGP',
        text: 'What each project costs to build and run, with parts you can buy in Egypt.',
      },
      community: {
        title: 'Questions answered',
        text: 'Ask about your own setup and learn from other growers following the same project.',
      },
    },
    upcoming: {
      title: 'Upcoming Projects',
      statusLabel: 'Status',
      difficultyLabel: 'Difficulty',
      expectedStartLabel: 'Expected start',
      durationLabel: 'Duration',
      categoryLabel: 'Category',
      durationDays_one: '{{count}} day',
      durationDays_other: '{{count}} days',
    },
    status: {
      active: 'Active',
      coming_soon: 'Coming Soon',
      planned: 'Planned',
      completed: 'Completed',
    },
    category: {
      leafy_greens: 'Leafy greens',
      fruiting_vegetables: 'Fruiting vegetables',
      herbs: 'Herbs',
    },
    follow: {
      button: 'E-mail me when it starts',
      formLabel: 'E-mail me when “{{project}}” starts',
      emailLabel: 'Your e-mail',
      emailHint: 'One e-mail when the project starts. Nothing else.',
      emailPlaceholder: 'you@example.com',
      submit: 'Notify me',
      cancel: 'Cancel',
      sentTitle: 'Check your inbox',
      sent: 'Open the link we sent to {{email}} to confirm, and we will write to you when this project starts. If this address already follows the project, there is nothing more to do.',
      following: 'You are following this project. We will e-mail {{email}} when it starts.',
      alreadyFollowing: 'You already follow this project. We will e-mail {{email}} when it starts.',
      followingStatus: '✓ Following: we will e-mail {{email}} when it starts.',
      pendingStatus: 'Waiting for your confirmation: open the link we sent to {{email}}.',
      stop: 'Stop e-mails',
      stopped: 'Done: you will get no e-mail about this project.',
      emailRequired: 'Please enter your e-mail address',
      invalidEmail: 'Please enter a valid e-mail address',
      failed: 'We could not save your request. Please check your connection and try again.',
      stopFailed: 'We could not stop the e-mails. Please try again.',
    },
    confirm: {
      pageTitle: 'Confirm project updates',
      title: 'E-mail me when it starts',
      checking: 'Checking your link…',
      done: 'Confirmed! We will e-mail you when “{{project}}” starts.',
      missingToken: 'This link is missing its code. Please open the link from the e-mail again.',
      invalid: 'This confirmation link is invalid or has expired.',
      failed: 'We could not reach the shop to confirm. Please check your connection and try again.',
      retry: 'Try again',
      askAgain: 'You can ask again from the project’s card on the Projects page.',
      toProjects: 'Back to Projects',
    },
    items: {
      'lettuce-nft': {
        title: 'Lettuce in an NFT System',
        description:
          'A nutrient film technique (NFT) system on a rooftop: a thin stream of nutrient solution runs along sloped channels past the lettuce roots.',
        preview: 'Harvest-ready heads in about six weeks, using far less water than field growing.',
      },
      'cherry-tomatoes-dwc': {
        title: 'Indoor Cherry Tomatoes in Deep Water Culture',
        description:
          'Cherry tomatoes grown indoors with their roots in an aerated nutrient reservoir (deep water culture), under grow lights.',
        preview: 'Learn pruning, hand pollination and feeding a fruiting crop without soil.',
      },
      'herbs-garden': {
        title: 'Hydroponic Herbs Garden',
        description:
          'A compact kitchen herbs garden — basil, mint, parsley and coriander — on a simple hydroponic shelf.',
        preview: 'Fresh herbs all year round from a system that fits on a balcony.',
      },
    },
    timeline: {
      title: 'A sample 45-day timeline',
      subtitle: 'How the lettuce NFT project is planned to run, from building the system to the harvest.',
      setup: {
        days: 'Days 1–3',
        title: 'Build the system',
        text: 'Assemble the channels, pump and reservoir, then run plain water for a day to check for leaks.',
      },
      germination: {
        days: 'Days 4–10',
        title: 'Germinate the seeds',
        text: 'Sow lettuce seeds in rockwool cubes and keep them moist and warm until the first true leaves appear.',
      },
      transplant: {
        days: 'Days 11–14',
        title: 'Transplant',
        text: 'Move the seedlings into net cups in the channels and start a mild nutrient solution.',
      },
      growth: {
        days: 'Days 15–38',
        title: 'Grow and monitor',
        text: 'Keep pH between 5.8 and 6.2, raise the nutrient strength step by step and top up the reservoir every week.',
      },
      harvest: {
        days: 'Days 39–45',
        title: 'Harvest and review',
        text: 'Cut, weigh and taste the heads, then publish the yield, the water used and the full cost in EGP.',
      },
    },
    founder: {
      title: 'A note from our founder',
      body1:
        'Water is the most precious input an Egyptian grower has. Hydroponics lets a family grow clean leafy greens and herbs on a rooftop or a small plot with a fraction of the water that open-field growing needs.',
      body2:
        'Before we recommend any system to you, we will build it ourselves and share everything openly: the parts, the costs in EGP, the mistakes and the harvests.',
      signature: '— Founder of Fellah',
    },
    updates: {
      title: 'Get Updates',
      text: 'Leave your e-mail to hear when the first project starts.',
      emailLabel: 'E-mail address',
      emailPlaceholder: 'you@example.com',
      subscribe: 'Get Updates',
    },
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has been moved.',
  },
  maintenance: {
    label: 'Notice from the shop',
    dismiss: 'Hide this notice',
  },
  offline: {
    banner: 'You are offline — showing saved pages',
    hint: 'Pages you have already opened still work; anything new waits for a connection.',
  },
  userMenu: {
    label: 'Account menu',
    signedInAs: 'Signed in as',
    profile: 'Profile',
    orders: 'My Orders',
    favorites: 'Favorites',
    logout: 'Logout',
    loggedOut: 'You have logged out.',
    avatarAlt: 'Profile photo of {{name}}',
  },
} as const;
