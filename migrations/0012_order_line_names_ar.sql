-- The Arabic name of an order line's product as it was when the order was placed (OrderPlaced's `product_name_ar`),
-- so My Orders shows the name in the reader's language. Null for lines whose event predates it, and for products
-- without an Arabic name: the screens fall back to the English `name`. Filled by the orders projection only; a
-- rebuild replays the events to the same values.
alter table order_lines add column name_ar text;
