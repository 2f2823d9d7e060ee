<?xml version="1.0" encoding="utf-8"?>
<!-- Shows an RSS 2.0 feed as a page in a browser: what the feed is, how to subscribe, and its posts. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" version="4.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="rss/channel/title"/> (RSS Feed)</title>
        <link rel="stylesheet" href="rss.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note">This is an RSS feed. Copy its address into a feed reader to follow the blog.</p>
          <h1><xsl:value-of select="rss/channel/title"/></h1>
          <p><xsl:value-of select="rss/channel/description"/></p>
          <p><a href="{rss/channel/link}">Visit the blog</a></p>
          <h2>Recent posts</h2>
          <xsl:for-each select="rss/channel/item">
            <article>
              <h3><a href="{link}"><xsl:value-of select="title"/></a></h3>
              <p class="feed-date"><xsl:value-of select="pubDate"/></p>
              <p><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
