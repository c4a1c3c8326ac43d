extern "C" __global__ void outer_product_rowx_hand(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
    int j4 = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
    int q = m >> 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
    if (j4 < q && i < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        float ai = a[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        float4 bj = ((const float4*)b)[j4];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        float4 o;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        o.x = ai * bj.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        o.y = ai * bj.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        o.z = ai * bj.z;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        o.w = ai * bj.w;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cu"
        ((float4*)out)[i * q + j4] = o;
    }
}
