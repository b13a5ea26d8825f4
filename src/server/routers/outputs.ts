import { z } from 'zod';
import { ADMIN_PRODUCT_ROW_FIELDS } from '../admin/productRowFields';
import { PRODUCT_CARD_FIELDS } from '../catalogue/products';
import { pickMask } from '../columns';
import { CROP_CARD_FIELDS } from '../crops/crops';
import { ADMIN_ORDER_ROW_FIELDS, ORDER_CARD_FIELDS } from '../orders/views';
import { CROP_TYPES } from '../../shared/crops';
import { ORDER_STATUSES } from '../../shared/orders';
import { PAYMENT_METHODS } from '../../shared/credit';
import { PAYMENT_STATES } from '../../shared/payments';
import { GROUPINGS, REPORT_TYPES } from '../../shared/reportDefinitions';
import { SUPPORT_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../shared/schemas/support';

/*
 * The building blocks of the procedures' `.output()` schemas: each answer is declared once, on its procedure;
 * the REST answers and /api/openapi.json are derived from it (src/rest-adapter/answers, `jsonForm` for the JSON side).
 * Each schema describes the server's value, as the procedure returns it: moments as Dates (`at`; `atText` where the
 * server already holds ISO text), ids as digit strings, money as numbers. tRPC checks every answer against its schema,
 * so schemas stay cheap (no refinements on lists) and objects are strict: a renamed or undocumented field fails loudly
 * (an output validation error) instead of being stripped. `named` puts a schema in the OpenAPI document's components.
 * A list's item (a card, an admin table's row) is picked from its record's schema by the field list the server selects
 * (PRODUCT_CARD_FIELDS, ...), so it is named once.
 */

/** The schemas that appear under components.schemas, by name. */
export const answerComponents = z.registry<{ id: string; description?: string }>();
const named = <T extends z.ZodType>(id: string, schema: T, description?: string): T => {
  answerComponents.add(schema, { id, ...(description ? { description } : {}) });
  return schema;
};

export const id = z.string().describe('An id (digits as text)');
/** A moment: a Date on the server (superjson carries it to the storefront), an ISO 8601 string in REST answers. */
export const at = z.date();
/** A moment the server already holds as ISO 8601 text (a backup's manifest, a figure's `generated_at`). */
export const atText = z.string().describe('ISO 8601 date and time');
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');
export const money = z.number().describe('EGP');
export const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .describe('YYYY-MM');
export const orderStatus = z.enum(ORDER_STATUSES);
export const cropType = z.enum(CROP_TYPES);
/** Low, medium or high (a crop's water needs, a soil's organic matter). */
const level = z.enum(['low', 'medium', 'high']);
/** What an answer says (`message`), in the caller's language (the procedures `say` it). */
export const message = z.string();
/** An answer that only says something: `{message}`. */
export const said = z.strictObject({ message });
/** An open JSON object (free-form details, settings values, report rows). */
export const jsonObject = z.record(z.string(), z.unknown());
export const idOnly = z.strictObject({ id });

/** src/shared/pagination.ts `Pagination`. */
export const Pagination = named(
  'Pagination',
  z.strictObject({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  }),
);

/** src/server/accounts/userRecord.ts `PublicUser`. */
export const User = named(
  'User',
  z.strictObject({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    avatar_url: z.string().nullable(),
    role: z.enum(['customer', 'admin']),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    created_at: at,
  }),
);

/** src/server/catalogue/products.ts `Product`. */
export const Product = named(
  'Product',
  z.strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    name_ar: z.string().nullable(),
    brand: z.string().nullable(),
    /** The brand as Arabic readers know it; null for an international brand that keeps its Latin name. */
    brand_ar: z.string().nullable(),
    category: z.string(),
    subcategory: z.string().nullable(),
    tags: z.array(z.string()),
    /** The slugs of the crop guide's crops the product is for (empty: every crop). */
    crops: z.array(z.string()),
    short_description: z.string().nullable(),
    short_description_ar: z.string().nullable(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    usage_instructions: z.string().nullable(),
    usage_instructions_ar: z.string().nullable(),
    maintenance_tips: z.string().nullable(),
    maintenance_tips_ar: z.string().nullable(),
    features: z.array(z.string()),
    features_ar: z.array(z.string()),
    specifications: z.record(z.string(), z.string()),
    /** Arabic labels naming Arabic values, shown as written. */
    specifications_ar: z.record(z.string(), z.string()),
    manufacturer: z.string().nullable(),
    model_number: z.string().nullable(),
    shipping_info: z.string().nullable(),
    shipping_info_ar: z.string().nullable(),
    warranty_info: z.string().nullable(),
    warranty_info_ar: z.string().nullable(),
    price: money,
    original_price: money.nullable(),
    currency: z.string(),
    rating: z.number(),
    review_count: z.number().int(),
    main_image: z.string().nullable(),
    images: z.array(z.string()),
    is_featured: z.boolean(),
    is_available: z.boolean(),
    is_active: z.boolean(),
    stock_quantity: z.number().int(),
    order_count: z.number().int(),
    approval_status: z.enum(['pending', 'approved', 'rejected']),
    created_at: at,
    updated_at: at,
  }),
);

/** src/server/catalogue/products.ts `ProductCard`: a product as list and search calls answer it (the detail has the rest). */
export const ProductCard = named('ProductCard', Product.pick(pickMask(PRODUCT_CARD_FIELDS)));

/** src/server/admin/products.ts `AdminProduct`: a product with its moderation. */
export const AdminProduct = named(
  'AdminProduct',
  Product.extend({
    rejection_reason: z.string().nullable(),
    moderated_by: id.nullable(),
    moderated_at: at.nullable(),
    created_by: id.nullable(),
  }),
);

/** src/server/admin/products.ts `AdminProductRow`: a row of the admin products list. */
export const AdminProductRow = named(
  'AdminProductRow',
  AdminProduct.pick({ ...pickMask(ADMIN_PRODUCT_ROW_FIELDS), rejection_reason: true }),
);

/** src/server/catalogue/reviews.ts `Review`. */
export const Review = named(
  'Review',
  z.strictObject({
    id,
    product_id: id,
    user_id: id,
    author_name: z.string(),
    author_avatar_url: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    body: z.string().nullable(),
    body_ar: z.string().nullable(),
    verified_purchase: z.boolean(),
    status: z.enum(['approved', 'pending', 'rejected']),
    created_at: at,
    updated_at: at,
  }),
);
/** src/server/catalogue/reviews.ts `RatingSummary`. */
export const RatingSummary = named(
  'RatingSummary',
  z.strictObject({ rating: z.number(), review_count: z.number().int() }),
);

/** src/server/crops/comments.ts: a comment as the page shows it. */
export const Comment = named(
  'Comment',
  z.strictObject({
    id,
    target_type: z.enum(['crop', 'guide', 'product']),
    target_id: id,
    user_id: id,
    author_name: z.string(),
    author_avatar_url: z.string().nullable(),
    body: z.string(),
    status: z.enum(['approved', 'pending', 'rejected']),
    /** Why a moderator rejected it (the author's own rejected comments). */
    moderation_reason: z.string().nullable().optional(),
    created_at: at,
    updated_at: at,
  }),
);

/** A tag as crops and guides carry it. */
export const TagRef = z.strictObject({ id, slug: z.string(), name: z.string(), name_ar: z.string().nullable() });
/** src/server/crops/tags.ts: a tag with its use. */
export const Tag = named(
  'Tag',
  TagRef.extend({
    description: z.string().nullable(),
    crop_count: z.number().int(),
    guide_count: z.number().int(),
    usage_count: z.number().int(),
    created_at: at,
    updated_at: at,
  }),
);
/** A crop as prices, guides and soils name it. */
export const CropRef = named(
  'CropRef',
  z.strictObject({ id, slug: z.string(), name: z.string(), name_ar: z.string().nullable(), crop_type: cropType }),
);

/** src/server/crops/crops.ts: a crop (the list's rows carry tags; one crop also its soil types). */
export const Crop = named(
  'Crop',
  z.strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    name_ar: z.string().nullable(),
    crop_type: cropType,
    growing_season_days: z.number().nullable(),
    climate_zone: z.string().nullable(),
    seasons: z.array(z.string()),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    image_url: z.string().nullable(),
    planting_months: z.record(z.string(), z.array(z.number().int())),
    water_needs: level.nullable(),
    water_needs_m3_per_feddan: z.number().nullable(),
    spacing: z.string().nullable(),
    spacing_ar: z.string().nullable(),
    plant_density_per_feddan: z.number().nullable(),
    avg_weight_per_plant_kg: z.number().nullable(),
    seed_rate_kg_per_feddan: z.number().nullable(),
    expected_yield_per_feddan: z.number().nullable(),
    expected_yield_unit: z.enum(['kg', 'ton', 'ardab']).nullable(),
    is_active: z.boolean(),
    created_at: at,
    updated_at: at,
    tags: z.array(TagRef),
  }),
);
/** src/server/crops/crops.ts `CropCard`: a crop as the crops list answers it (the detail has the rest). */
export const CropCard = named('CropCard', Crop.pick(pickMask(CROP_CARD_FIELDS)));
export const SoilRef = z.strictObject({ id, slug: z.string(), name: z.string(), name_ar: z.string().nullable() });
export const CropDetail = named('CropDetail', Crop.extend({ soil_types: z.array(SoilRef) }));

/** src/server/crops/guides.ts: a published guide. */
export const Guide = named(
  'Guide',
  z.strictObject({
    id,
    slug: z.string(),
    title: z.string(),
    title_ar: z.string().nullable(),
    body: z.string(),
    body_ar: z.string().nullable(),
    published: z.boolean(),
    published_at: at.nullable(),
    created_at: at,
    updated_at: at,
    crop: CropRef.nullable(),
    author: z.strictObject({ id, name: z.string(), is_staff: z.boolean() }).nullable(),
    tags: z.array(TagRef),
    excerpt: z.string(),
    reading_minutes: z.number().int(),
  }),
);

export const Market = named(
  'Market',
  z.strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    name_ar: z.string().nullable(),
    governorate: z.string(),
    governorate_ar: z.string().nullable(),
  }),
);
/** src/server/crops/marketPrices.ts: a quote. */
export const MarketPrice = named(
  'MarketPrice',
  z.strictObject({
    id,
    crop: CropRef,
    market: Market,
    unit: z.string(),
    currency: z.string(),
    min_price: z.number(),
    max_price: z.number(),
    avg_price: z.number(),
    price_date: day,
    source: z.string().nullable(),
    created_at: at,
    updated_at: at,
  }),
);
/** A latest quote with its move from the one before. */
export const LatestMarketPrice = MarketPrice.extend({
  previous_avg_price: z.number().nullable(),
  change_percent: z.number().nullable(),
});

/** src/shared/priceAlerts.ts `PriceAlert` (ids as numbers and moments as ISO text there, by its contract with the storefront). */
export const PriceAlert = named(
  'PriceAlert',
  z.strictObject({
    id: z.number().int(),
    crop_id: z.number().int(),
    crop_slug: z.string(),
    crop_name: z.string(),
    crop_name_ar: z.string(),
    market_id: z.number().int().nullable(),
    market_slug: z.string().nullable(),
    market_name: z.string().nullable(),
    market_name_ar: z.string().nullable(),
    direction: z.enum(['above', 'below']),
    price: z.number(),
    unit: z.string().nullable(),
    is_active: z.boolean(),
    last_fired_at: atText.nullable(),
    last_fired_price: z.number().nullable(),
    created_at: atText,
    updated_at: atText,
  }),
);

/** src/shared/priceAlerts.ts `PriceImportResult`: the bulletin's rows as read, and how many were saved. */
export const PriceImportResult = named(
  'PriceImportResult',
  z.strictObject({
    dry_run: z.boolean(),
    imported: z.number().int(),
    rows: z.array(
      z.strictObject({
        row: z.number().int(),
        crop_id: z.number().int(),
        crop_name: z.string(),
        crop_name_ar: z.string(),
        market_id: z.number().int(),
        market_name: z.string(),
        market_name_ar: z.string(),
        unit: z.string(),
        min_price: z.number(),
        max_price: z.number(),
        avg_price: z.number(),
        price_date: day,
      }),
    ),
  }),
);

/** src/server/crops/seasonalTasks.ts: a task. */
export const SeasonalTask = named(
  'SeasonalTask',
  z.strictObject({
    id,
    title: z.string(),
    title_ar: z.string().nullable(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    crop_id: id.nullable(),
    crop_slug: z.string().nullable(),
    crop_name: z.string().nullable(),
    crop_name_ar: z.string().nullable(),
    climate_zone: z.string().nullable(),
    season: z.string(),
    month: z.number().int(),
    week_start: z.number().int(),
    week_end: z.number().int(),
    priority: z.string(),
    created_at: at,
    updated_at: at,
  }),
);
/** A task placed on the calendar of a year. */
export const DatedTask = SeasonalTask.extend({ start_date: day, end_date: day });

/** src/server/crops/soils.ts: a soil type. */
export const SoilType = named(
  'SoilType',
  z.strictObject({
    id,
    slug: z.string(),
    name: z.string(),
    name_ar: z.string().nullable(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    texture: z.string().nullable(),
    texture_ar: z.string().nullable(),
    ph_min: z.number().nullable(),
    ph_max: z.number().nullable(),
    drainage: z.enum(['poor', 'moderate', 'good', 'excessive']).nullable(),
    organic_matter: level.nullable(),
    regions: z.array(z.string()),
    management_tips: z.string().nullable(),
    management_tips_ar: z.string().nullable(),
    crop_count: z.number().int(),
    created_at: at,
    updated_at: at,
  }),
);

/** A line of a cart or an order: its id, the product, how many and the unit price. */
const line = { id: z.string(), product_id: id, quantity: z.number().int(), price: money };

/** src/server/cart/cart.ts `CartView`. */
export const Cart = named(
  'Cart',
  z.strictObject({
    items: z.array(
      z.strictObject({
        ...line,
        available: z.boolean(),
        product: z.strictObject({
          id,
          name: z.string().nullable(),
          name_ar: z.string().nullable(),
          slug: z.string().nullable(),
          brand: z.string().nullable(),
          brand_ar: z.string().nullable(),
          currency: z.string(),
          main_image: z.string().nullable(),
          images: z.array(z.string()),
          stock_quantity: z.number().int().nullable(),
        }),
      }),
    ),
    item_count: z.number().int(),
    total: money,
  }),
);

/** Who and where: the lines of an address, a saved one's and an order's alike. */
const addressLines = {
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
};
/** The address an order was sent to (as the checkout took it). */
export const OrderAddress = z.strictObject({
  ...addressLines,
  postal_code: z.string().optional(),
  governorate: z.string().optional(),
});
/** src/server/orders/views.ts `OrderView` (with the moves an order may make next). */
export const Order = named(
  'Order',
  z.strictObject({
    id,
    order_number: z.string(),
    user_id: id,
    status: orderStatus,
    created_at: at,
    updated_at: at,
    subtotal: money,
    discount: money,
    shipping: money,
    total: money,
    currency: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    harvest_due: month.nullable(),
    amount_paid: money,
    amount_due: money,
    shipping_method: z.string(),
    notes: z.string().nullable(),
    coupon_code: z.string().nullable(),
    tracking_number: z.string().nullable(),
    carrier: z.string().nullable(),
    shipping_address: OrderAddress,
    billing_address: OrderAddress,
    items: z.array(
      z.strictObject({
        ...line,
        product: z.strictObject({
          id,
          name: z.string(),
          name_ar: z.string().nullable(),
          main_image: z.string().nullable(),
        }),
        product_name_ar: z.string().nullable().optional(),
      }),
    ),
    next_statuses: z.array(orderStatus).readonly(),
    /** An online order's payment: where it stands, where to pay (Paymob's page) or the Fawry reference. */
    payment: z
      .strictObject({
        provider: z.enum(['paymob', 'fawry']),
        method: z.string(),
        state: z.enum(PAYMENT_STATES),
        amount: money,
        paid_amount: money,
        refunded_amount: money,
        redirect_url: z.string().nullable(),
        fawry_reference: z.string().nullable(),
        expires_at: at,
        failure_reason: z.string().nullable(),
      })
      .nullable()
      .optional(),
  }),
);
/** src/server/orders/views.ts `OrderCard`: an order as the orders list answers it (the detail has the rest). */
export const OrderCard = named('OrderCard', Order.pick(pickMask(ORDER_CARD_FIELDS)));
/** src/server/orders/orders.ts `TrackingEvent`. */
export const TrackingEvent = z.strictObject({
  status: orderStatus,
  at: atText,
  by: id,
  tracking_number: z.string().optional(),
  carrier: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  amount: money.optional(),
});
export const OrderCustomer = z.strictObject({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
/** src/server/credit/credit.ts `OrderPayment`: a payment received for a pay-at-harvest order. */
export const OrderPayment = named(
  'OrderPayment',
  z.strictObject({ id, amount: money, note: z.string().nullable(), recorded_by: id.nullable(), recorded_at: at }),
);
/** src/server/admin/orders.ts `AdminOrder` (without its timeline). */
export const AdminOrder = named(
  'AdminOrder',
  Order.extend({
    customer: OrderCustomer,
    item_count: z.number().int(),
    overdue: z.boolean(),
    payments: z.array(OrderPayment),
  }),
);
/** src/server/admin/orders.ts `AdminOrderListItem`: a row of the admin orders list (`overdue`: a harvest order past its month, still owing). */
export const AdminOrderRow = named(
  'AdminOrderRow',
  Order.pick(pickMask(ADMIN_ORDER_ROW_FIELDS)).extend({
    customer: OrderCustomer,
    item_count: z.number().int(),
    overdue: z.boolean(),
  }),
);

/** src/server/credit/credit.ts `CreditOrderView`: a pay-at-harvest order on the credit line. */
export const CreditOrder = named(
  'CreditOrder',
  z.strictObject({
    id,
    order_number: z.string(),
    status: z.string(),
    created_at: at,
    total: money,
    amount_paid: money,
    amount_due: money,
    harvest_due: month,
    overdue: z.boolean(),
  }),
);
/** src/server/credit/credit.ts `CreditSummary`: a customer's pay-at-harvest credit line. */
export const CreditSummary = named(
  'CreditSummary',
  z.strictObject({
    user_id: id,
    currency: z.string(),
    limit: money,
    outstanding: money,
    available: money,
    over_limit: z.boolean(),
    overdue_amount: money,
    harvest_due_months: z.array(month),
    orders: z.array(CreditOrder),
  }),
);
/** src/server/credit/credit.ts `AdminCreditSummary`: the line with its note and last change. */
export const AdminCreditSummary = named(
  'AdminCreditSummary',
  CreditSummary.extend({ note: z.string().nullable(), updated_at: at.nullable(), updated_by: id.nullable() }),
);
/** src/server/credit/credit.ts `OrderPaymentState`: a harvest order's payments and what it still owes. */
export const OrderPaymentState = named(
  'OrderPaymentState',
  z.strictObject({
    order_id: id,
    order_number: z.string(),
    user_id: id,
    status: z.string(),
    payment_method: z.string(),
    harvest_due: month.nullable(),
    total: money,
    amount_paid: money,
    amount_due: money,
    overdue: z.boolean(),
    payments: z.array(OrderPayment),
  }),
);
/** src/server/credit/receivables.ts `Receivables`: what customers owe by due month, overdue first. */
export const Receivables = named(
  'Receivables',
  z.strictObject({
    as_of: day,
    currency: z.string(),
    customers: z.array(
      z.strictObject({
        user_id: id,
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        limit: money,
        outstanding: money,
        overdue_amount: money,
        months: z.array(
          z.strictObject({ month, amount_due: money, overdue: z.boolean(), orders: z.array(CreditOrder) }),
        ),
      }),
    ),
    totals: z.strictObject({
      outstanding: money,
      overdue: money,
      customers: z.number().int(),
      orders: z.number().int(),
      by_month: z.array(z.strictObject({ month, amount_due: money, overdue: z.boolean() })),
    }),
  }),
);

/** src/server/notifications/notifications.ts `Notification`. */
export const Notification = named(
  'Notification',
  z.strictObject({
    id,
    type: z.string(),
    title: z.string(),
    message: z.string(),
    data: jsonObject,
    is_read: z.boolean(),
    read_at: at.nullable(),
    created_at: at,
  }),
);

/** src/server/accounts/addresses.ts `Address`. */
export const Address = named(
  'Address',
  z.strictObject({
    id,
    label: z.string().nullable(),
    ...addressLines,
    postal_code: z.string().nullable(),
    governorate: z.string().nullable(),
    is_default: z.boolean(),
    created_at: at,
  }),
);

/** src/server/admin/users.ts `AdminUser`. */
export const AdminUser = named(
  'AdminUser',
  z.strictObject({
    id,
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    avatar_url: z.string().nullable(),
    role: z.enum(['customer', 'admin']),
    status: z.enum(['active', 'deactivated', 'banned', 'deleted']),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    last_login_at: at.nullable(),
    created_at: at,
    updated_at: at,
    deactivated_at: at.nullable(),
    deleted_at: at.nullable(),
    banned_at: at.nullable(),
    banned_by: id.nullable(),
    ban_reason: z.string().nullable(),
  }),
);
/** src/server/admin/users.ts `AdminUserDetail`. */
export const AdminUserDetail = AdminUser.extend({
  total_orders: z.number().int(),
  total_spent: money,
  open_sessions: z.number().int(),
});

/** src/server/learning/support.ts `TicketSummary` and `Ticket`. */
export const TicketSummary = named(
  'TicketSummary',
  z.strictObject({
    id,
    user_id: id,
    customer_name: z.string(),
    customer_email: z.string().nullable(),
    subject: z.string(),
    category: z.enum(SUPPORT_CATEGORIES),
    status: z.enum(TICKET_STATUSES),
    priority: z.enum(TICKET_PRIORITIES),
    created_at: at,
    updated_at: at,
    closed_at: at.nullable(),
    message_count: z.number().int(),
    last_message_at: at,
  }),
);
export const Ticket = named(
  'Ticket',
  TicketSummary.extend({
    messages: z.array(
      z.strictObject({ id, body: z.string(), is_staff: z.boolean(), author_name: z.string(), created_at: at }),
    ),
  }),
);

/** src/server/uploads/files.ts `StoredFile`. */
export const StoredFile = named(
  'StoredFile',
  z.strictObject({
    id,
    url: z.string(),
    type: z.string(),
    kind: z.enum(['image', 'document']),
    content_type: z.string(),
    size: z.number().int(),
    original_name: z.string(),
    created_at: at,
  }),
);

export const Governorate = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ar: z.string(),
  capital: z.string(),
  capital_ar: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const WeatherDay = z.strictObject({
  date: day,
  temp_max: z.number(),
  temp_min: z.number(),
  humidity: z.number(),
  wind_speed: z.number(),
  wind_direction: z.number(),
  wind_compass: z.string(),
  precipitation_mm: z.number(),
  precipitation_probability: z.number(),
  condition: z.enum(['clear', 'partly_cloudy', 'cloudy', 'rain', 'dust']),
  condition_ar: z.string(),
  et0_mm: z.number(),
});
export const WeatherSource = { location: Governorate, source: z.string(), note: z.string(), note_ar: z.string() };

/** src/server/reports/runs.ts `ReportRun`. */
export const ReportRun = named(
  'ReportRun',
  z.strictObject({
    report_id: id,
    type: z.enum(REPORT_TYPES),
    from: day,
    to: day,
    group_by: z.enum(GROUPINGS),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    progress: z.number(),
    trigger: z.enum(['request', 'nightly']),
    requested_by: id.nullable(),
    row_count: z.number().int().nullable(),
    error: z.string().nullable(),
    created_at: at,
    started_at: at.nullable(),
    finished_at: at.nullable(),
  }),
);
/** src/shared/reportDefinitions.ts `ReportResult`: rows are open (their columns are listed in `columns`). */
export const ReportResult = {
  type: z.enum(REPORT_TYPES),
  from: day,
  to: day,
  group_by: z.enum(GROUPINGS),
  columns: z.array(
    z.strictObject({ key: z.string(), label: z.string(), kind: z.enum(['text', 'date', 'count', 'money', 'percent']) }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.number()),
  summary: jsonObject.nullable(),
  generated_at: atText,
  projections_behind: z.number().int(),
};
/** src/server/backups/service.ts `BackupEntry`. */
export const Backup = named(
  'Backup',
  z.strictObject({
    id: z.string(),
    file_name: z.string(),
    size: z.number().nullable(),
    status: z.enum(['running', 'completed', 'failed']),
    format: z.enum(['pg_dump-custom', 'fellah-logical']),
    database: z.string(),
    migrations: z.array(z.string()),
    created_at: atText,
    finished_at: atText.nullable(),
    created_by: id.nullable(),
    error: z.string().nullable(),
    /** Encrypted with AES-256-GCM; absent for backups made before encryption. */
    encrypted: z.boolean().optional(),
  }),
);
/** The figures' projections and how far behind the event log they are. */
export const ProjectionsLag = z.strictObject({
  behind: z.number().int(),
  up_to_date: z.boolean(),
  by_projection: z.record(z.string(), z.number().int()),
});
export const Counts = z.record(z.string(), z.number());
/** A count for each of `keys`, every one present (orders by status, users by role). */
export const countsOf = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.record(z.enum(keys), z.number().int());
