extern "C" __global__ void dequant_int4_groups(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int b = q[i >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int v = i & 1 ? b >> 4 : b & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        w[i] = (float)(v - 8) * scale[i >> 6];
    }
}
