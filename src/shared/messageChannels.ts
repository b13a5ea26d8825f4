/*
 * The kinds of message a grower chooses channels for, and the channels (the profile's "Messages" section and the
 * server's fan-out share them). Codes and account notices are not optional and are not listed.
 */

export const MESSAGE_KINDS = ['order_status', 'payment_reminder', 'price_alert'] as const;
export type MessageKindChoice = (typeof MESSAGE_KINDS)[number];

export const PREFERENCE_CHANNELS = ['in_app', 'email', 'sms', 'whatsapp'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

/** Each kind's channels, on or off. */
export type ChannelChoices = Record<MessageKindChoice, Record<PreferenceChannel, boolean>>;
