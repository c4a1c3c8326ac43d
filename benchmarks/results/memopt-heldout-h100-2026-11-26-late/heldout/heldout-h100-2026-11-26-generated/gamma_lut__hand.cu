extern "C" __global__ void gamma_lut_hand(const unsigned char* in, const unsigned char* lut, unsigned char* out, int n) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    __shared__ unsigned char t[256];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    t[l] = lut[l];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    __syncthreads();
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
    if (4 * i < n) {
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        uchar4 v = make_uchar4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        uchar4 o;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        o.x = t[v.x];
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        o.y = t[v.y];
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        o.z = t[v.z];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        o.w = t[v.w];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/gamma_lut_hand.cl"
        out[4 * i] = o.x, out[4 * i + 1] = o.y, out[4 * i + 2] = o.z, out[4 * i + 3] = o.w;
    }
}
