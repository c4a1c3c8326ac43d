extern "C" __global__ void avg_round_u8(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        avg[i] = (unsigned char)(((int)a[i] + (int)b[i] + 1) >> 1);
}
