-- Spraying under control (issue 36, point 4): a client address's failed sign-ins across all accounts are counted
-- (ADDRESS_SIGN_IN_BUDGET in src/server/accounts/rules.ts). This index answers "the counted sign-ins of this client in
-- the window" without reading the accounts' rows.
create index login_attempts_client on login_attempts (client_key, created_at) where action = 'login' and counted;

-- User-Agents are kept to their first 256 characters from now on; the ones stored before are cut the same way.
update login_attempts set user_agent = left(user_agent, 256) where length(user_agent) > 256;
update sessions set user_agent = left(user_agent, 256) where length(user_agent) > 256;
update user_activity set user_agent = left(user_agent, 256) where length(user_agent) > 256;
