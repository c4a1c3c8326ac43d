extern "C" __global__ void sat_sub_u8(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v = (int)a[i] - (int)b[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i] = (unsigned char)(v > 0 ? v : 0);
    }
}
