extern "C" __global__ void outer_product_rowx_hand(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
    int j4 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
    int q = m >> 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
    if (j4 < q && i < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        float ai = a[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        float4 bj = ((const float4*)b)[j4];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        float4 o;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        o.x = ai * bj.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        o.y = ai * bj.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        o.z = ai * bj.z;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        o.w = ai * bj.w;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/outer_product_rowx_hand.cl"
        ((float4*)out)[i * q + j4] = o;
    }
}
