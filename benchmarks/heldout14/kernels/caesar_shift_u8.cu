// Held-out suite 14 (frozen). A Caesar cipher over ASCII text: letters move shift places along
// their alphabet (case kept), every other byte is copied; a thread per byte. 0 <= shift < 26.
extern "C" __global__ void caesar_shift_u8(const unsigned char *text, unsigned char *out,
                                           int shift, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = 'A' + (c - 'A' + shift) % 26;
        else if (c >= 'a' && c <= 'z')
            c = 'a' + (c - 'a' + shift) % 26;
        out[i] = (unsigned char)c;
    }
}
