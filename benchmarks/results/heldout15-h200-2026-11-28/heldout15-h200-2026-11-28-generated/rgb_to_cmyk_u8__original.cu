extern "C" __global__ void rgb_to_cmyk_u8(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R = r[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G = g[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B = b[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx = max(R, max(G, B));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K = 255 - mx;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C = (mx - R) * 255 / mx;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M = (mx - G) * 255 / mx;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y = (mx - B) * 255 / mx;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i] = (unsigned char)C;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i] = (unsigned char)M;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i] = (unsigned char)Y;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i] = (unsigned char)K;
    }
}
