extern "C" __global__ void avg_round_u8(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cl"
        avg[i] = (unsigned char)(((int)a[i] + (int)b[i] + 1) >> 1);
}
