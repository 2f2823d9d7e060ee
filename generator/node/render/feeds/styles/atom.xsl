<?xml version="1.0" encoding="utf-8"?>
<!-- Shows an Atom 1.0 feed as a page in a browser: what the feed is, how to subscribe, and its posts. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" version="4.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="atom:feed/atom:title"/> (Atom Feed)</title>
        <link rel="stylesheet" href="atom.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note">This is an Atom feed. Copy its address into a feed reader to follow the blog.</p>
          <h1><xsl:value-of select="atom:feed/atom:title"/></h1>
          <p><xsl:value-of select="atom:feed/atom:subtitle"/></p>
          <p><a href="{atom:feed/atom:link[@rel='alternate']/@href}">Visit the blog</a></p>
          <h2>Recent posts</h2>
          <xsl:for-each select="atom:feed/atom:entry">
            <article>
              <h3><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h3>
              <p class="feed-date"><xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
