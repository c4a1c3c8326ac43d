// Held-out suite 14 (frozen). A Caesar cipher over ASCII text: letters move shift places along
// their alphabet (case kept), every other byte is copied; a work-item per byte. 0 <= shift < 26.
__kernel void caesar_shift_u8(__global const uchar *text, __global uchar *out, int shift, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = 'A' + (c - 'A' + shift) % 26;
        else if (c >= 'a' && c <= 'z')
            c = 'a' + (c - 'a' + shift) % 26;
        out[i] = (uchar)c;
    }
}
