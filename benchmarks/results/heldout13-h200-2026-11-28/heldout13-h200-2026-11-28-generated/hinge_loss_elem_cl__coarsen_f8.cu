extern "C" __global__ void hinge_loss_elem_cf8x(const float* score, const float* label, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_0] = fmaxf(0.0f, 1.0f - label[i_0] * score[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_1] = fmaxf(0.0f, 1.0f - label[i_1] * score[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_2] = fmaxf(0.0f, 1.0f - label[i_2] * score[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_3] = fmaxf(0.0f, 1.0f - label[i_3] * score[i_3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_4] = fmaxf(0.0f, 1.0f - label[i_4] * score[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_5] = fmaxf(0.0f, 1.0f - label[i_5] * score[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_6] = fmaxf(0.0f, 1.0f - label[i_6] * score[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cl"
        loss[i_7] = fmaxf(0.0f, 1.0f - label[i_7] * score[i_7]);
}
