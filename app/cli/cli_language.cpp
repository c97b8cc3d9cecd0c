#include "cli/cli_language.h"

#include <algorithm>

#include <QLocale>
#include <QString>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include "core/explanation.h"

namespace nc::app {

namespace {

const std::vector<std::string> kLanguages = {"en", "fi", "de"};

QTranslator &translator()
{
    static QTranslator t; // the CLI runs before any QCoreApplication: no installTranslator(), asked directly
    return t;
}

std::string &active()
{
    static std::string language = "en";
    return language;
}

std::string translateTemplate(const std::string &tmpl)
{
    const QString t = translator().translate("Engine", tmpl.c_str());
    return t.isEmpty() ? tmpl : t.toStdString();
}

} // namespace

std::optional<std::string> takeLanguageOption(std::vector<std::string> &args, std::string &error)
{
    std::string language = "system";
    for (std::size_t i = 0; i < args.size();) {
        std::string value;
        std::size_t n = 0;
        if (args[i] == "--lang") {
            if (i + 1 >= args.size()) {
                error = "--lang needs a language: fi, de or en";
                return std::nullopt;
            }
            value = args[i + 1];
            n = 2;
        } else if (args[i].rfind("--lang=", 0) == 0) {
            value = args[i].substr(7);
            n = 1;
        } else {
            ++i;
            continue;
        }
        if (std::find(kLanguages.begin(), kLanguages.end(), value) == kLanguages.end()) {
            error = "--lang: \"" + value + "\" is not a language of this app (fi, de or en)";
            return std::nullopt;
        }
        language = value;
        args.erase(args.begin() + std::ptrdiff_t(i), args.begin() + std::ptrdiff_t(i + n));
    }
    return language;
}

std::string setCliLanguage(const std::string &language)
{
    QTranslator &t = translator();
    const QString dir = QStringLiteral(":/i18n"), name = QStringLiteral("nations-companion");
    const bool loaded = language == "system" ? t.load(QLocale(), name, QStringLiteral("_"), dir)
                                             : t.load(name + QLatin1Char('_') + QString::fromStdString(language), dir);
    const std::string lang = loaded ? t.language().left(2).toStdString() : "en";
    active() = std::find(kLanguages.begin(), kLanguages.end(), lang) != kLanguages.end() ? lang : "en";
    return active();
}

const std::string &cliLanguage() { return active(); }

std::string cliText(const nc::Message &m)
{
    return active() == "en" ? m.english() : m.render(translateTemplate);
}

void translateLines(nlohmann::json &j)
{
    if (active() == "en")
        return;
    if (j.is_array()) {
        for (auto &e : j)
            translateLines(e);
        return;
    }
    if (!j.is_object())
        return;
    if (j.contains("step") && j.contains("items") && j.contains("text") && j["text"].is_string()) {
        j["text"] = nc::explanationLineFromJson(j).text(translateTemplate);
        return;
    }
    for (auto &[key, value] : j.items())
        translateLines(value);
}

} // namespace nc::app
