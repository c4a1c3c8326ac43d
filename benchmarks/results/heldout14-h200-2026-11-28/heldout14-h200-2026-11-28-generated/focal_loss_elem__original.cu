extern "C" __global__ void focal_loss_elem(const float* p, const unsigned char* label, float* loss, float alpha, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q = p[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos = label[i] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt = pos ? q : 1.0f - q;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at = pos ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m = 1.0f - pt;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i] = -at * m * m * logf(pt);
    }
}
