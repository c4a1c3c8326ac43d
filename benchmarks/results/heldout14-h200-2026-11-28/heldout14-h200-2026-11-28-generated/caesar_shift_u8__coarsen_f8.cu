extern "C" __global__ void caesar_shift_u8_cf8x(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_4 = text[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_4 >= 'A' && c_4 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_4 = 'A' + (c_4 - 'A' + shift) % 26;
        else if (c_4 >= 'a' && c_4 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_4 = 'a' + (c_4 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_4] = (unsigned char)c_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_5 = text[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_5 >= 'A' && c_5 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_5 = 'A' + (c_5 - 'A' + shift) % 26;
        else if (c_5 >= 'a' && c_5 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_5 = 'a' + (c_5 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_5] = (unsigned char)c_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_6 = text[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_6 >= 'A' && c_6 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_6 = 'A' + (c_6 - 'A' + shift) % 26;
        else if (c_6 >= 'a' && c_6 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_6 = 'a' + (c_6 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_6] = (unsigned char)c_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c_7 = text[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c_7 >= 'A' && c_7 <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_7 = 'A' + (c_7 - 'A' + shift) % 26;
        else if (c_7 >= 'a' && c_7 <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c_7 = 'a' + (c_7 - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i_7] = (unsigned char)c_7;
    }
}
