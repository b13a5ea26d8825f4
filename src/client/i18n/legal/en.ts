/**
 * The terms of service and privacy policy in English. Loaded with the legal pages only (namespace `legal`),
 * so their length does not weigh on the first load. Paragraphs inside a body are separated by a blank line.
 */
export const legalEn = {
  updated: 'Last updated: November 2026',
  terms: {
    title: 'Terms of Service',
    intro:
      'These terms govern your use of the Fellah website and the orders you place through it. Please read them before you create an account or place an order. By using the site you accept these terms.',
    sections: {
      about: {
        title: '1. Who we are',
        body: 'Fellah is an online crop guide and farm supply shop operated from Cairo, Egypt. You can reach us at the e-mail address and phone number shown at the bottom of this page.',
      },
      accounts: {
        title: '2. Your account',
        body: 'You need an account to keep a cart and favourites and to place orders. Give us accurate details, keep your password private and tell us at once if you think someone else has used your account.\n\nWe may suspend an account that is used for fraud, for placing orders with no intention of receiving them, or to harm other users.',
      },
      prices: {
        title: '3. Products and prices',
        body: 'Prices are shown in Egyptian pounds (EGP). We try to describe every product accurately, but colours, sizes and packaging may differ slightly from the photos.\n\nIf a product is listed at a clearly wrong price, we will contact you before delivery and you may cancel the order at no cost.',
      },
      orders: {
        title: '4. Orders and cash on delivery',
        body: 'Placing an order is an offer to buy. We may contact you by phone to confirm it before we ship. Payment is cash on delivery: you pay the courier the total shown on your order, including any delivery fee, when you receive it.\n\nYou may cancel an order free of charge while it is pending or confirmed, before it is shipped.',
      },
      delivery: {
        title: '5. Delivery',
        body: 'Orders above {{threshold}} EGP ship free; otherwise a delivery fee of {{fee}} EGP applies. The fee for your order is shown before you place it. Delivery times are estimates and may be longer during holidays or outside Cairo and Giza.\n\nPlease check your package in front of the courier. You may refuse a package that is damaged or is not what you ordered, and you owe nothing for it.',
      },
      returns: {
        title: '6. Returns and exchanges',
        body: 'In line with the Egyptian Consumer Protection Law (Law No. 181 of 2018), you may return or exchange a product within 14 days of receiving it, provided it is unused and in its original condition and packaging. Products that are faulty or not as described may be returned or replaced at our cost.\n\nBecause of their nature, live plants, opened seed packets, fertilizers and agricultural chemicals can be returned only if they arrived damaged, faulty or not as described.',
      },
      safeUse: {
        title: '7. Safe use of agricultural products',
        body: 'Always follow the label and the manufacturer’s instructions, especially for fertilizers and agricultural chemicals, and keep them away from children and food.\n\nOur crop guides, calculators and quizzes give general information and estimates only. Results vary with soil, water, weather and practice, so consult a local agricultural expert before major decisions and check current market prices.',
      },
      content: {
        title: '8. Our content',
        body: 'The texts, guides, images and design of Fellah belong to us or to those who licensed them to us. You may use them for your own farming; you may not copy or republish them for commercial purposes without our written permission.',
      },
      liability: {
        title: '9. Liability',
        body: 'We are responsible for delivering the products you order as described and for the rights that Egyptian law gives you as a consumer. We are not liable for losses caused by using products against their instructions or by relying only on general guidance from the site.',
      },
      law: {
        title: '10. Governing law',
        body: 'These terms are governed by the laws of the Arab Republic of Egypt. Any dispute that we cannot resolve together falls under the jurisdiction of the competent courts in Cairo.',
      },
      changes: {
        title: '11. Changes to these terms',
        body: 'We may update these terms. The date at the top of this page shows the latest version. Orders are governed by the terms in force when they were placed.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what personal data Fellah collects, why, and the rights you have over it under the Egyptian Personal Data Protection Law (Law No. 151 of 2020).',
    sections: {
      controller: {
        title: '1. Who is responsible for your data',
        body: 'Fellah, Cairo, Egypt, decides how your personal data is processed and is responsible for it. Questions or requests about your data can be sent to the e-mail address or phone number at the bottom of this page.',
      },
      collected: {
        title: '2. The data we collect',
        body: 'Account data: your first and last name, e-mail address and password (stored only in a protected, hashed form), and — if you add them — your phone number, address, city and country.\n\nOrder data: shipping and billing addresses, phone number, the products you order, order notes and the order history.\n\nActivity on the site: your cart, favourites and quiz results.\n\nTechnical data: your language choice and, when you sign in, a sign-in token, both kept in your browser’s local storage.',
      },
      purposes: {
        title: '3. Why we use it',
        body: 'We use your data to create and run your account, to prepare, deliver and collect payment for your orders, to contact you about an order, to answer your questions, to keep the site secure and to meet our legal and tax obligations.\n\nWe process data because it is needed to fulfil your order or your account, because the law requires it, or because you have consented. You may withdraw your consent at any time.',
      },
      sharing: {
        title: '4. Who we share it with',
        body: 'We share only what is needed: your name, phone number, address and the amount due go to the delivery company that brings your order, and our hosting providers store data on our behalf under a duty of confidentiality.\n\nWe do not sell your personal data and do not share it for advertising. We disclose data to public authorities only when Egyptian law requires it.',
      },
      transfers: {
        title: '5. Transfers outside Egypt',
        body: 'If any of your data is stored or processed outside Egypt, we do so only where the level of protection is not lower than that required by Law No. 151 of 2020 and under the conditions it sets.',
      },
      retention: {
        title: '6. How long we keep it',
        body: 'We keep account data while your account is open. Order records are kept for as long as Egyptian tax and commercial law requires. Data we no longer need is deleted or made anonymous.',
      },
      security: {
        title: '7. Security',
        body: 'We protect your data with encrypted connections, hashed passwords and limited staff access. If a breach affects your personal data, we will notify the Personal Data Protection Centre and you, within the periods the law sets.',
      },
      rights: {
        title: '8. Your rights',
        body: 'Under Law No. 151 of 2020 you have the right to know what personal data we hold about you and to get a copy of it, to withdraw your consent, to have inaccurate data corrected or completed, to have your data erased, to restrict its processing to a specific purpose, and to be informed of any breach that affects it.\n\nTo use these rights, contact us; we will answer within the period the law sets. You may also complain to the Personal Data Protection Centre.',
      },
      storage: {
        title: '9. Browser storage',
        body: 'We do not use advertising or tracking cookies. We keep two things in your browser’s local storage: your language choice and, while you are signed in, your sign-in token. Clearing your browser data removes both.',
      },
      children: {
        title: '10. Children',
        body: 'Fellah is intended for adults. Accounts and orders must be created by people aged 18 or over.',
      },
      changes: {
        title: '11. Changes to this policy',
        body: 'We may update this policy. The date at the top of this page shows the latest version, and we will tell account holders by e-mail about important changes.',
      },
    },
  },
} as const;
