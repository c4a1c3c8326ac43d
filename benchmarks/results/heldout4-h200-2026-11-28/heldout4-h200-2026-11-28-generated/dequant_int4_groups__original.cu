extern "C" __global__ void dequant_int4_groups(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b = q[i >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v = i & 1 ? b >> 4 : b & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i] = (float)(v - 8) * scale[i >> 6];
    }
}
