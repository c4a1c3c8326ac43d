extern "C" __global__ void caesar_shift_u8(const unsigned char* text, unsigned char* out, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        int c = text[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        if (c >= 'A' && c <= 'Z')
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c = 'A' + (c - 'A' + shift) % 26;
        else if (c >= 'a' && c <= 'z')
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
            c = 'a' + (c - 'a' + shift) % 26;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/caesar_shift_u8.cu"
        out[i] = (unsigned char)c;
    }
}
