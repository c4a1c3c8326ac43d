extern "C" __global__ void sat_sub_u8_cf2x(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_0 = (int)a[i_0] - (int)b[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_0] = (unsigned char)(v_0 > 0 ? v_0 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        int v_1 = (int)a[i_1] - (int)b[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cu"
        d[i_1] = (unsigned char)(v_1 > 0 ? v_1 : 0);
    }
}
