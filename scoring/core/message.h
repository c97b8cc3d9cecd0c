#pragma once
// Texts the engine hands to players in a form the app can translate: an English template with numbered
// placeholders (%1, %2, ... as Qt Linguist expects them) and its arguments. The engine stays without Qt:
// it fills the English template itself (english()); the app passes a translator of templates to render().
// Card names, player names and numbers are literal arguments (printed as they are); an argument that is
// itself a text of the engine (a quantity name, a phrase) is a nested message, translated in its turn.
// Every template the engine can emit is listed in app/i18n/engine_messages.cpp (tests/i18n checks that).

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace nc {

/// A translatable text: `text` is the English template (or, when `literal`, a text printed as it is).
struct Message {
    std::string text;           ///< e.g. "%1 at Strength 0 defeats nobody"; "" = no message
    std::vector<Message> args;  ///< %1 is args[0], ...
    bool literal = false;       ///< a name or a number: never translated

    bool empty() const { return text.empty() && args.empty(); }
    /// The text in English: the template with its arguments filled in.
    std::string english() const;
    /// The text with every template passed through `translate` (English template -> translated template).
    std::string render(const std::function<std::string(const std::string &)> &translate) const;
    bool operator==(const Message &) const = default;
};

/// A message of the engine: an English template (a string literal, so that the list of templates can be
/// checked against the sources) with its arguments.
Message msg(const char *englishTemplate, std::vector<Message> args = {});
/// A name or a number printed as it is (a card, a player, "3").
Message literal(std::string text);
inline Message literal(int n) { return literal(std::to_string(n)); }

/// The messages one after the other through `pairTemplate` ("%1, %2" or "%1; %2"); one message is itself,
/// none is an empty literal.
Message joinMessages(const std::vector<Message> &parts, const char *pairTemplate);

/// Replaces %1..%9 in `tmpl` by args[0..8] in one pass (an argument's own "%1" is left alone);
/// a placeholder without an argument stays as it is.
std::string fillPlaceholders(const std::string &tmpl, const std::vector<std::string> &args);

/// JSON form: a literal is a string; a template is {"t": template, "a": [args...]}.
nlohmann::json toJson(const Message &m);
/// Inverse of toJson(Message); a malformed value gives an empty message (stored breakdowns then show
/// their English text).
Message messageFromJson(const nlohmann::json &j);

} // namespace nc
