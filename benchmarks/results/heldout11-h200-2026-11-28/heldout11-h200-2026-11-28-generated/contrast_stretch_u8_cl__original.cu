extern "C" __global__ void contrast_stretch_u8(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int v = (src[i] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int range = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int q = v >= 0 ? v / range : -((-v + range - 1) / range);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        dst[i] = (unsigned char)min(max(q, 0), 255);
    }
}
