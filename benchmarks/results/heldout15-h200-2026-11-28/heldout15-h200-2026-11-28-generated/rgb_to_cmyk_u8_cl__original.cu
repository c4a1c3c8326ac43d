extern "C" __global__ void rgb_to_cmyk_u8(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G = g[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B = b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx = max(R, max(G, B));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K = 255 - mx;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C = (mx - R) * 255 / mx;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M = (mx - G) * 255 / mx;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y = (mx - B) * 255 / mx;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i] = (unsigned char)C;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i] = (unsigned char)M;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i] = (unsigned char)Y;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i] = (unsigned char)K;
    }
}
