/**
 * English texts of messages by channel: the profile's Messages tab (which channels carry each kind of message) and the
 * admin's outbox (on the System page). Loaded with those screens (`loadMessagingTexts()` in i18n/index.ts).
 */
export const messagingEn = {
  messaging: {
    choices: {
      title: 'Messages',
      intro: 'Choose how we tell you about each kind of news. SMS and WhatsApp go to your mobile number.',
      noPhone: 'Add and confirm a mobile number in your profile to get messages by SMS or WhatsApp.',
      noEmail: 'Your account has no e-mail address: e-mail messages cannot reach you.',
      phone: 'Messages go to {{phone}}.',
      loading: 'Loading your message choices…',
      loadFailed: 'Your message choices could not be loaded.',
      retry: 'Try again',
      saved: 'Saved',
      saveFailed: 'Your choice could not be saved. Please try again.',
      stopped: 'You replied STOP: turn it on again to get these messages.',
      kinds: {
        order_status: 'Order updates',
        payment_reminder: 'Pay-at-harvest reminders',
        price_alert: 'Price alerts',
      },
      channels: { in_app: 'In the app', email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
      toggle: '{{channel}} for {{kind}}',
    },
    outbox: {
      title: 'Outbox',
      description:
        'Every e-mail, SMS and WhatsApp message the shop sends: waiting, sent, delivered or failed. A failed message can be sent again.',
      loading: 'Loading the outbox…',
      loadFailed: 'The outbox could not be loaded.',
      empty: 'No messages match.',
      notConfigured: 'No provider is configured for {{channel}}: its messages wait here until one is.',
      allChannels: 'All channels',
      allStates: 'All states',
      channel: 'Channel',
      state: 'State',
      channels: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
      states: { waiting: 'Waiting', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' },
      columns: { when: 'When', to: 'To', kind: 'Kind', status: 'Status', attempts: 'Tries', error: 'Last error' },
      hidden: 'Hidden (a code)',
      retry: 'Send again',
      retryLabel: 'Send message {{id}} again',
      retried: 'The message will be sent again.',
      retryFailed: 'The message could not be queued again.',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
      days: {
        title: 'Per day',
        day: 'Day',
        queued: 'Queued',
        sent: 'Sent',
        delivered: 'Delivered',
        failed: 'Failed',
        waiting: 'Waiting',
        cost: 'Cost',
        none: 'Nothing sent in the last 14 days.',
      },
    },
  },
};
