extern "C" __global__ void u8_absdiff(const unsigned char* a, const unsigned char* b, unsigned char* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cu"
        int d = (int)a[i] - (int)b[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cu"
        out[i] = (unsigned char)(d < 0 ? -d : d);
    }
}
