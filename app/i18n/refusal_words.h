#pragma once
// A refusal of the rules shown in words (issue 16 §3, §5), as the Nations pages (GameController) and the
// other game types (SessionGame) show it: the engine's sentence in the player's language in the error
// banner, its source (the rulebook lines) apart behind the banner's Source button. The owner keeps its
// lastError; this remembers which text it showed for the refusal, so a later message (another error, a
// success that clears it) hides the source and is not rendered again when the language changes.

#include <QtCore/QString>

#include <string>

#include "core/message.h"

namespace nc::app {

class RefusalWords
{
public:
    /// `sentence`: GameInputError::sentence() (translatable, not empty); `source`: GameInputError::source(),
    /// where the rule stands ("Rulebook p.16", "R l.152"), "" when the engine names none.
    RefusalWords(nc::Message sentence, std::string source);

    /// The sentence in the language of the installed translators, as a sentence on its own
    /// (engineSentence(): first letter upper case).
    QString render() const;
    /// Remembers `text` (render(), or the owner's text around it) as the refusal's text shown now; returns it.
    const QString &show(QString text);
    /// show(render()).
    const QString &show() { return show(render()); }
    /// `lastError` (the owner's error shown now) is still this refusal's shown text; never when it is empty.
    bool isShown(const QString &lastError) const;
    /// The source while isShown(lastError), else "" (also when the engine named none).
    QString sourceWhileShown(const QString &lastError) const;

private:
    nc::Message m_sentence;
    std::string m_source;
    QString m_shown; ///< the text as last shown (show())
};

} // namespace nc::app
