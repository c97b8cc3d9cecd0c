#include "i18n/refusal_words.h"

#include <utility>

#include "i18n/engine_text.h"

namespace nc::app {

RefusalWords::RefusalWords(nc::Message sentence, std::string source)
    : m_sentence(std::move(sentence)), m_source(std::move(source))
{
}

QString RefusalWords::render() const { return engineSentence(m_sentence); }

const QString &RefusalWords::show(QString text)
{
    m_shown = std::move(text);
    return m_shown;
}

bool RefusalWords::isShown(const QString &lastError) const { return !lastError.isEmpty() && lastError == m_shown; }

QString RefusalWords::sourceWhileShown(const QString &lastError) const
{
    return isShown(lastError) ? QString::fromStdString(m_source) : QString();
}

} // namespace nc::app
