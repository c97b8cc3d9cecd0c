#pragma once
// The language of the command line's texts (issue 16 §5): `--lang fi|de|en` anywhere on the command line,
// by default the system's (as the app: its UI languages, English when none of ours). The engine's
// explanation lines ("text" of every line in the JSON printed) and its refusals are printed in it,
// translated with the app's own translations (i18n/*.ts, context "Engine"); in English nothing is
// changed, byte for byte. Machine keys, ids and numbers of the JSON stay as they are.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/message.h"

namespace nc::app {

/// Removes "--lang X" and "--lang=X" from `args` (the last one given wins); returns the language asked for
/// ("fi", "de", "en"), "system" when none. A missing or unknown value gives nullopt and sets `error`.
std::optional<std::string> takeLanguageOption(std::vector<std::string> &args, std::string &error);

/// Loads the translation of `language` ("system" = the system's UI languages) for cliText() and
/// translateLines(); returns the language in effect ("en" when none of ours matches).
std::string setCliLanguage(const std::string &language);
/// The language in effect ("en" until setCliLanguage()).
const std::string &cliLanguage();

/// The engine's message in the CLI's language (its English text when the language is English).
std::string cliText(const nc::Message &m);
/// Gives every explanation line in `j` (toJson(ExplanationLine): an object with "step", "text" and
/// "items") its text in the CLI's language, at any depth; no-op in English.
void translateLines(nlohmann::json &j);

} // namespace nc::app
