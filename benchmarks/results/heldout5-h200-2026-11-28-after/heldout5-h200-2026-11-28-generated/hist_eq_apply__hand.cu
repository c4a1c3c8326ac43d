extern "C" __global__ void hist_eq_apply_hand(const unsigned char* img, const unsigned int* cdf, unsigned char* out, unsigned int cdfmin, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    __shared__ unsigned int lut[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    unsigned int den = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    for (int v = threadIdx.x; v < 256; v += blockDim.x) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        unsigned int c = cdf[v];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        unsigned int num = c > cdfmin ? c - cdfmin : 0u;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        lut[v] = (unsigned int)((unsigned long long)num * 255ull / den);
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
    if (4 * t < n) {
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        unsigned int w = ((const unsigned int*)img)[t];
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        unsigned int o = lut[w & 255u] | (lut[(w >> 8) & 255u] << 8) | (lut[(w >> 16) & 255u] << 16) | (lut[w >> 24] << 24);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/hist_eq_apply_hand.cu"
        ((unsigned int*)out)[t] = o;
    }
}
