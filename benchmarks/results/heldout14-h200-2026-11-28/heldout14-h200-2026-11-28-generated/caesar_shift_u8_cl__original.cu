extern "C" __global__ void caesar_shift_u8(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int c = text[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (c >= 65 && c <= 90)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c = 65 + (c - 65 + shift) % 26;
        else if (c >= 97 && c <= 122)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c = 97 + (c - 97 + shift) % 26;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        out[i] = (unsigned char)c;
    }
}
