extern "C" __global__ void ellipse_inside_u8(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float x = px[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float y = py[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        inside[i] = x * x * b2 + y * y * a2 <= a2 * b2 ? 1 : 0;
    }
}
