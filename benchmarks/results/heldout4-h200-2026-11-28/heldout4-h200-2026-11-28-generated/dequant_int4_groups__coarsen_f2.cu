extern "C" __global__ void dequant_int4_groups_cf2x(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_0 = q[i_0 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_0 = i_0 & 1 ? b_0 >> 4 : b_0 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_0] = (float)(v_0 - 8) * scale[i_0 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int b_1 = q[i_1 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        int v_1 = i_1 & 1 ? b_1 >> 4 : b_1 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cu"
        w[i_1] = (float)(v_1 - 8) * scale[i_1 >> 6];
    }
}
