#include "i18n/engine_text.h"

#include <QtCore/QCoreApplication>

#include <nlohmann/json.hpp>

namespace nc::app {

namespace {

std::string translateTemplate(const std::string &tmpl)
{
    return QCoreApplication::translate("Engine", tmpl.c_str()).toStdString();
}

} // namespace

QString engineText(const nc::Message &m)
{
    return QString::fromStdString(m.render(translateTemplate));
}

QString engineSentence(const nc::Message &m)
{
    QString s = engineText(m);
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString explanationText(const nc::ExplanationLine &line)
{
    return QString::fromStdString(line.text(translateTemplate));
}

QString explanationText(const nlohmann::json &line)
{
    return explanationText(nc::explanationLineFromJson(line));
}

} // namespace nc::app
