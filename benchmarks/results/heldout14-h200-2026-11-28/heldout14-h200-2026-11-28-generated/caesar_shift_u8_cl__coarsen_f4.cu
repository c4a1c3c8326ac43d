extern "C" __global__ void caesar_shift_u8_cf4x(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int c_0 = text[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (c_0 >= 65 && c_0 <= 90)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_0 = 65 + (c_0 - 65 + shift) % 26;
        else if (c_0 >= 97 && c_0 <= 122)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_0 = 97 + (c_0 - 97 + shift) % 26;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        out[i_0] = (unsigned char)c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int c_1 = text[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (c_1 >= 65 && c_1 <= 90)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_1 = 65 + (c_1 - 65 + shift) % 26;
        else if (c_1 >= 97 && c_1 <= 122)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_1 = 97 + (c_1 - 97 + shift) % 26;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        out[i_1] = (unsigned char)c_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int c_2 = text[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (c_2 >= 65 && c_2 <= 90)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_2 = 65 + (c_2 - 65 + shift) % 26;
        else if (c_2 >= 97 && c_2 <= 122)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_2 = 97 + (c_2 - 97 + shift) % 26;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        out[i_2] = (unsigned char)c_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        int c_3 = text[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        if (c_3 >= 65 && c_3 <= 90)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_3 = 65 + (c_3 - 65 + shift) % 26;
        else if (c_3 >= 97 && c_3 <= 122)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
            c_3 = 97 + (c_3 - 97 + shift) % 26;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cl"
        out[i_3] = (unsigned char)c_3;
    }
}
