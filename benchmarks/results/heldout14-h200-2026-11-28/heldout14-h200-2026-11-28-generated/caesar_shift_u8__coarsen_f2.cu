extern "C" __global__ void caesar_shift_u8_cf2x(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_0 = text[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_0 >= 'A' && c_0 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_0 = 'A' + (c_0 - 'A' + shift) % 26;
        else if (c_0 >= 'a' && c_0 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_0 = 'a' + (c_0 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_0] = (unsigned char)c_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_1 = text[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_1 >= 'A' && c_1 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_1 = 'A' + (c_1 - 'A' + shift) % 26;
        else if (c_1 >= 'a' && c_1 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_1 = 'a' + (c_1 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_1] = (unsigned char)c_1;
    }
}
