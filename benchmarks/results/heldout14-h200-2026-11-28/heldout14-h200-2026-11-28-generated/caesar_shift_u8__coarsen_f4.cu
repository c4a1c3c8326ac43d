extern "C" __global__ void caesar_shift_u8_cf4x(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_2 = text[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_2 >= 'A' && c_2 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_2 = 'A' + (c_2 - 'A' + shift) % 26;
        else if (c_2 >= 'a' && c_2 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_2 = 'a' + (c_2 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_2] = (unsigned char)c_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_3 = text[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_3 >= 'A' && c_3 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_3 = 'A' + (c_3 - 'A' + shift) % 26;
        else if (c_3 >= 'a' && c_3 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_3 = 'a' + (c_3 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_3] = (unsigned char)c_3;
    }
}
