extern "C" __global__ void lognormal_pdf(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z = (logf(v) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i] = expf(-0.5f * z * z) / (v * sigma * 2.5066283f);
    }
}
